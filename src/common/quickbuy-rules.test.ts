import { describe, expect, it } from 'vitest';
import { parsePlainText, parseTypedLines, withoutPackagingSuffix } from './quickbuy-rules';

describe('typed lines', () => {
  it('reads symbol, amount and note separated by space, tab, comma or semicolon', () => {
    const lines = parseTypedLines('BC547B 100 board A\nRC0603\t250\tR1, R5\nLM358;10;\n1N4148,5');
    expect(lines.map((l) => [l.row, l.query, l.amounts, l.note])).toEqual([
      [1, 'BC547B', [100], 'board A'],
      [2, 'RC0603', [250], 'R1, R5'],
      [3, 'LM358', [10], null],
      [4, '1N4148', [5], null],
    ]);
  });

  it('takes \\r\\n, \\n and \\r line endings alike and skips empty lines', () => {
    const lines = parseTypedLines('A1 1\r\nB2 2\rC3 3\n\n  \r\nD4 4');
    expect(lines.map((l) => [l.row, l.query, l.amounts[0]])).toEqual([
      [1, 'A1', 1],
      [2, 'B2', 2],
      [3, 'C3', 3],
      [6, 'D4', 4],
    ]);
  });

  it('leaves the amount out when the second token is not a whole amount in range, keeping it as the note', () => {
    expect(parseTypedLines('BC547 ten pieces')[0]).toMatchObject({ amounts: [], note: 'ten pieces' });
    expect(parseTypedLines('BC547 0')[0]).toMatchObject({ amounts: [], note: '0' });
    // More than a line holds stays the buyer's amount (the matcher caps it and warns).
    expect(parseTypedLines('BC547 12345678')[0]).toMatchObject({ amounts: [12345678], note: null });
    expect(parseTypedLines('BC547 2.5')[0]).toMatchObject({ amounts: [], note: '2.5' });
    expect(parseTypedLines('  ;BC547')[0]).toMatchObject({ query: 'BC547', amounts: [], note: null });
  });

  it('keeps spaces inside a symbol when tabs or semicolons separate the line', () => {
    expect(parseTypedLines('00 1Q 1\t5\tboard A, B')[0]).toMatchObject({
      query: '00 1Q 1',
      amounts: [5],
      note: 'board A, B',
    });
    expect(parseTypedLines('TL 072 CP;3;R1 R2')[0]).toMatchObject({
      query: 'TL 072 CP',
      amounts: [3],
      note: 'R1 R2',
    });
    expect(parseTypedLines('BC547B 100 board A, B')[0]).toMatchObject({
      query: 'BC547B',
      note: 'board A, B',
    });
  });
});

describe('pasted columns', () => {
  it('finds the part and amount columns of a spreadsheet copy and skips its header', () => {
    const text = 'Qty\tMPN\tRef\r\n10\tBC547B\tQ1\r\n200\tRC0603FR-0710KL\tR1 R2\r\n';
    const lines = parsePlainText(text);
    expect(lines.map((l) => [l.row, l.query, l.amounts, l.note])).toEqual([
      [2, 'BC547B', [10], 'Q1'],
      [3, 'RC0603FR-0710KL', [200], 'R1 R2'],
    ]);
  });

  it('finds a symbol column of digits and dashes beside the amounts', () => {
    expect(parsePlainText('Qty;MPN\n5;16612-50').map((l) => [l.row, l.query, l.amounts])).toEqual([
      [2, '16612-50', [5]],
    ]);
  });

  it('reads semicolon and comma separated rows, and a single column without amounts', () => {
    expect(parsePlainText('LM358;5\nNE555;7').map((l) => [l.query, l.amounts])).toEqual([
      ['LM358', [5]],
      ['NE555', [7]],
    ]);
    expect(parsePlainText('"LM358",5').map((l) => [l.query, l.amounts])).toEqual([['LM358', [5]]]);
    expect(parsePlainText('LM358\nNE555').map((l) => [l.query, l.amounts])).toEqual([
      ['LM358', []],
      ['NE555', []],
    ]);
  });
});

describe('packaging suffixes', () => {
  it('strips the distributors’ and reels’ suffixes on the normalised key', () => {
    expect(withoutPackagingSuffix('LM358DR-TR')).toBe('LM358DR');
    expect(withoutPackagingSuffix('LM358DR/TR')).toBe('LM358DR');
    expect(withoutPackagingSuffix('BC847B-REEL7')).toBe('BC847B');
    expect(withoutPackagingSuffix('296-1395-1-CT-ND')).toBe('29613951');
    expect(withoutPackagingSuffix('IRF540N#PBF')).toBe('IRF540N');
    expect(withoutPackagingSuffix('IRLML6402TRPBF')).toBe('IRLML6402');
    expect(withoutPackagingSuffix('MMBT3904-T1')).toBe('MMBT3904');
    expect(withoutPackagingSuffix('LM358DR-TR-ND')).toBe('LM358DR');
  });

  it('strips nothing from a part without a suffix or when too little would be left', () => {
    expect(withoutPackagingSuffix('BC547B')).toBeNull();
    expect(withoutPackagingSuffix('ABTR')).toBeNull();
    expect(withoutPackagingSuffix('')).toBeNull();
  });
});
