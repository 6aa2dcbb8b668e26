import { describe, expect, it } from 'vitest';
import { numberFromCell, parseTabBlock, unitFromCell } from './bid-paste.js';

describe('a block pasted from a spreadsheet', () => {
  it('splits rows on line breaks and cells on tabs, without an empty last row', () => {
    expect(parseTabBlock('85.50\tPer visit\t26\n1,250\tmonthly\t7\r\n')).toEqual([
      ['85.50', 'Per visit', '26'],
      ['1,250', 'monthly', '7'],
    ]);
    expect(parseTabBlock('42')).toEqual([['42']]);
    expect(parseTabBlock('a\t\tc\n')).toEqual([['a', '', 'c']]);
  });

  it('reads a quoted cell whole: its tabs, line breaks and doubled quotes', () => {
    expect(parseTabBlock('10\t"Leaves\tand ""debris""\nremoved"\tx\n')).toEqual([['10', 'Leaves\tand "debris"\nremoved', 'x']]);
  });

  it('names units by label, code or the short words people type', () => {
    expect(['Per visit', 'PER_VISIT', 'visit', 'Per event / push', 'push', 'Lump sum', 'annual', ' Monthly '].map(unitFromCell)).toEqual([
      'PER_VISIT',
      'PER_VISIT',
      'PER_VISIT',
      'PER_EVENT',
      'PER_EVENT',
      'LUMP_SUM',
      'PER_YEAR',
      'PER_MONTH',
    ]);
    expect(unitFromCell('per fortnight')).toBeNull();
  });

  it('reads money and counts with a dollar sign and thousands commas, and nothing else', () => {
    expect(['$1,250.00', '85.5', ' 26 ', '', 'ten', '-5', '1.2.3'].map(numberFromCell)).toEqual([1250, 85.5, 26, null, null, null, null]);
  });
});
