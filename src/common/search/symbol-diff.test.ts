import { describe, expect, it } from 'vitest';
import { symbolDifferences } from './symbol-diff';

const marked = (symbol: string, query: string) =>
  symbolDifferences(symbol, query)
    .map((s) => (s.differs ? `[${s.text}]` : s.text))
    .join('');

describe('symbolDifferences', () => {
  it('marks a swapped character', () => {
    expect(marked('RC0603FR-0711KL', 'RC0603FR-0710KL')).toBe('RC0603FR-071[1]KL');
    expect(marked('ERJ-3EKF2201V', 'erj 3ekf 2202v')).toBe('ERJ-3EKF220[1]V');
  });

  it('marks look-alikes, but not what continues the query', () => {
    expect(marked('LM311P-TI', 'LM3ll')).toBe('LM3[11]P-TI');
    expect(marked('1N4007-ONS', 'lN4OO7')).toBe('[1]N4[00]7-ONS');
  });

  it('marks extra characters inside, ignores separators, and leaves an equal symbol unmarked', () => {
    expect(marked('NE555DR-ST', 'NE55DR')).toBe('NE[5]55DR-ST');
    expect(marked('BC547B', 'bc-547b')).toBe('BC547B');
    expect(symbolDifferences('BC547B', 'BC547B')).toEqual([{ text: 'BC547B', differs: false }]);
  });
});
