import { describe, expect, it } from 'vitest';
import { publishBlocker, type TRfpPublishFacts } from './rfp.js';

const now = new Date('2027-03-01T12:00:00Z');
const ready = (dueInMinutes: number, minBiddingHours?: number): TRfpPublishFacts => ({
  lineCount: 2,
  linesWithoutScope: 0,
  invitedCount: 1,
  bidsDueAt: new Date(now.getTime() + dueInMinutes * 60_000),
  questionsDueAt: null,
  serviceStartOn: '2027-04-01',
  minBiddingHours,
});

describe('publishBlocker', () => {
  it('wants 24 hours of bidding unless the server says otherwise (RFP_MIN_BIDDING_HOURS)', () => {
    expect(publishBlocker(ready(60), now)).toBe('Give vendors at least 24 hours: move the bid due time later.');
    expect(publishBlocker(ready(24 * 60), now)).toBeNull();
    expect(publishBlocker(ready(60, 2), now)).toBe('Give vendors at least 2 hours: move the bid due time later.');
    expect(publishBlocker(ready(5, 0), now)).toBeNull();
    expect(publishBlocker(ready(-1, 0), now)).toBe('The bid due time has passed: move it later.');
  });
});
