import { describe, expect, it } from 'vitest';
import { noticeMoveInWords, spanInWords } from './rfp-addendum-words.js';

const published = '2027-03-01T12:00:00.000Z';
const movedBy = (ms: number, changes: { dueTimeMovedForNotice?: boolean } = { dueTimeMovedForNotice: true }) => {
  const to = new Date(Date.parse(published) + 72 * 3_600_000);
  return noticeMoveInWords({
    publishedAt: published,
    changes: { bidsDueAt: { from: new Date(to.getTime() - ms).toISOString(), to: to.toISOString() }, ...changes },
  });
};

describe('an addendum moving the due time for notice', () => {
  it('says the distance in the units that matter, however small or large', () => {
    expect(spanInWords(10_000)).toBe('10 seconds');
    expect(spanInWords(1_000)).toBe('1 second');
    expect(spanInWords(300)).toBe('less than a second');
    expect(spanInWords(60_000)).toBe('1 minute');
    expect(spanInWords(65_000)).toBe('1 minute 5 seconds');
    expect(spanInWords(3 * 3_600_000 + 60_000 + 7_000)).toBe('3 hours 1 minute');
    expect(spanInWords(3_600_000 + 5_000)).toBe('1 hour');
    expect(spanInWords(2 * 86_400_000 + 3 * 3_600_000)).toBe('2 days 3 hours');
  });

  it('reads naturally when the rule moves it by seconds, minutes or days', () => {
    expect(movedBy(10_000)).toBe('moved 10 seconds later so that 72 hours remain');
    expect(movedBy(4 * 60_000)).toBe('moved 4 minutes later so that 72 hours remain');
    expect(movedBy(71 * 3_600_000)).toBe('moved 2 days 23 hours later so that 72 hours remain');
    expect(movedBy(10_000, {})).toBeNull();
  });
});
