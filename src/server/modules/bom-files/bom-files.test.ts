import { describe, expect, it } from 'vitest';
import type { BomField, ColumnMapping } from '../../../common/bom-files';
import { AppError } from '../../../common/errors';
import { codePage, protectedXlsx, utf16, xlsOf, xlsxOf, zipOf } from './bom-files.fixtures';
import { readBomFile, type BomFileReading, type ReadBomFileInput } from './index';

const PL = { country: 'pl' };
const DE = { country: 'de' };

function read(file: string | Buffer, extra: Partial<ReadBomFileInput> = {}): Promise<BomFileReading> {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  return readBomFile({ bytes, fileName: extra.fileName ?? 'bom.csv', market: PL, ...extra });
}

async function refusal(file: string | Buffer, extra: Partial<ReadBomFileInput> = {}) {
  try {
    await read(file, extra);
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, key: error.key, params: error.options.params };
    throw error;
  }
  throw new Error('the file was read');
}

const fields = (reading: BomFileReading) => reading.columns.map((c) => c.field);
const queries = (reading: BomFileReading) => reading.lines.map((l) => l.query);
const field = (reading: BomFileReading, f: BomField) => reading.columns.find((c) => c.field === f);

describe('BOM files: header row and columns by their words', () => {
  it('finds the header below title rows and reads a semicolon file with decimal commas', async () => {
    const file = [
      'Stückliste Projekt Wetterstation;;;',
      'Stand: 2026-11-20;;;',
      ';;;',
      'Pos;Menge;Herstellerteilenummer;Hersteller;Zielpreis',
      '1;10;RC0603FR-0710KL;Yageo;0,012',
      '2;1.000;GRM188R71C104KA01D;Murata;0,0045',
    ].join('\r\n');
    const reading = await read(file, { market: DE });
    expect(reading).toMatchObject({ format: 'text', encoding: 'utf-8', delimiter: ';', headerRow: 4 });
    expect(fields(reading)).toEqual(['ignore', 'quantity', 'mpn', 'manufacturer', 'targetPrice']);
    expect(reading.lines).toEqual([
      {
        row: 5,
        query: 'RC0603FR-0710KL',
        manufacturer: 'Yageo',
        amounts: [10],
        note: null,
        targetPrice: '0,012',
      },
      {
        row: 6,
        query: 'GRM188R71C104KA01D',
        manufacturer: 'Murata',
        amounts: [1000],
        note: null,
        targetPrice: '0,0045',
      },
    ]);
    expect(reading.preview[0]).toEqual({ row: 1, cells: ['Stückliste Projekt Wetterstation'] });
  });

  it.each([
    ['English', 'Qty,MPN,Manufacturer,Notes', ['quantity', 'mpn', 'manufacturer', 'note']],
    ['Polish', 'Ilość;Symbol producenta;Producent;Uwagi', ['quantity', 'mpn', 'manufacturer', 'note']],
    [
      'German',
      'Anzahl;Herstellerteilenummer;Hersteller;Bemerkung',
      ['quantity', 'mpn', 'manufacturer', 'note'],
    ],
    [
      'Hungarian',
      'Mennyiség;Gyártói cikkszám;Gyártó;Megjegyzés',
      ['quantity', 'mpn', 'manufacturer', 'note'],
    ],
    ['German Stück', 'Stück;Artikelnummer;Bezeichnung', ['quantity', 'symbol', 'description']],
    ['Polish designators', 'Oznaczenie;Ilość szt.;Numer katalogowy', ['designators', 'quantity', 'mpn']],
    ['Mouser-style Mfr. #', 'Mfr. #;Order Qty.;Description', ['mpn', 'quantity', 'description']],
    ['customer symbols', 'Your symbol;Qty;Customer reference', ['customerSymbol', 'quantity', 'ignore']],
    ['Polish customer symbol', 'Indeks;Ilość;Opis', ['customerSymbol', 'quantity', 'description']],
    ['Hungarian target price', 'Cikkszám;Db;Célár', ['symbol', 'quantity', 'targetPrice']],
  ])('recognises %s headers', async (_name, header, expected) => {
    const delimiter = header.includes(';') ? ';' : ',';
    const line = expected
      .map((f) => (f === 'quantity' ? '5' : f === 'targetPrice' ? '1,5' : f === 'designators' ? 'R1' : 'X1'))
      .join(delimiter);
    const reading = await read(`${header}\n${line}\n`);
    expect(reading.headerRow).toBe(1);
    expect(fields(reading)).toEqual(expected);
    expect(reading.columns.filter((c) => c.field !== 'ignore').every((c) => c.detectedBy === 'header')).toBe(
      true,
    );
  });

  it('takes the query from the shop symbol, else the customer symbol, else the MPN', async () => {
    const reading = await read(
      ['Symbol,Customer part number,MPN,Qty', 'SYM-1,CPN-1,MPN-1,1', ',CPN-2,MPN-2,2', ',,MPN-3,3'].join(
        '\n',
      ),
    );
    expect(queries(reading)).toEqual(['SYM-1', 'CPN-2', 'MPN-3']);
  });

  it('keeps duplicate lines as separate lines (merging is the consumer’s, with the buyer’s consent)', async () => {
    const reading = await read('MPN;Qty\nBC547B;10\nBC547B;10\nbc547b;5\n');
    expect(reading.lines.map((l) => [l.row, l.query, l.amounts])).toEqual([
      [2, 'BC547B', [10]],
      [3, 'BC547B', [10]],
      [4, 'bc547b', [5]],
    ]);
  });

  it('keeps look-alike part numbers exactly as written, with their manufacturer', async () => {
    const reading = await read(
      'MPN,Manufacturer,Qty\nBC847B,NXP,100\nBC847B,onsemi,100\nBC847BW,Nexperia,10\nBC847B-7-F,Diodes,10\n',
    );
    expect(reading.lines.map((l) => `${l.query}/${l.manufacturer}`)).toEqual([
      'BC847B/NXP',
      'BC847B/onsemi',
      'BC847BW/Nexperia',
      'BC847B-7-F/Diodes',
    ]);
  });

  it('reads several quantity columns into the amounts (DigiKey-style quantity breaks for an RFQ)', async () => {
    const reading = await read(
      'MPN,Quantity 1,Quantity 2,Quantity 3\nLM358DR,100,500,1000\nNE555DR,100,,1000\n',
    );
    expect(fields(reading)).toEqual(['mpn', 'quantity', 'quantity', 'quantity']);
    expect(reading.lines.map((l) => l.amounts)).toEqual([
      [100, 500, 1000],
      [100, 1000],
    ]);
  });

  it('keeps reference designators as the line’s note, beside the buyer’s note, and warns when their count differs', async () => {
    const reading = await read(
      'Designator;Qty;MPN;Comment\n"R1, R2, R5";3;RC0603;\nC1-C4;4;GRM188;DNP on rev A\nU1 U2;1;LM358;\n',
    );
    expect(reading.lines.map((l) => l.note)).toEqual(['R1, R2, R5', 'C1-C4; DNP on rev A', 'U1 U2']);
    expect(reading.warnings).toContainEqual({
      row: 4,
      key: 'bomFiles.warnings.designatorCount',
      params: { count: 2, quantity: 1 },
    });
  });

  it('leaves out empty lines, section headings and a totals row, keeping the file’s row numbers', async () => {
    const reading = await read('MPN;Qty;Description\n\nResistors;;\nRC0603;10;10k\n;;\nTotal;10;\n');
    expect(reading.lines.map((l) => l.row)).toEqual([4]);
    expect(reading.warnings.map((w) => [w.row, w.key])).toEqual([
      [3, 'bomFiles.warnings.rowWithoutPart'],
      [6, 'bomFiles.warnings.totalsSkipped'],
    ]);
  });

  it.each(['Razem', 'Summe', 'Összesen', 'Grand total'])('skips a totals row worded "%s"', async (word) => {
    const reading = await read(`MPN;Qty\nRC0603;10\n${word}:;10\n`);
    expect(reading.lines).toHaveLength(1);
    expect(reading.warnings.at(-1)).toMatchObject({ row: 3, key: 'bomFiles.warnings.totalsSkipped' });
  });

  it('reports a row’s mistakes and still reads the others', async () => {
    const reading = await read(
      'MPN;Qty;Target price\nA1;ten;\nA2;1,5;\nA3;0;\n;5;\nA5;99999999;\nA6;2;cheap\nA7;3 pcs;0,10 zł\n',
    );
    expect(reading.errors).toEqual([
      { row: 2, key: 'bomFiles.rows.badQuantity', params: { value: 'ten' } },
      { row: 3, key: 'bomFiles.rows.badQuantity', params: { value: '1,5' } },
      { row: 4, key: 'bomFiles.rows.badQuantity', params: { value: '0' } },
      { row: 5, key: 'bomFiles.rows.noPart', params: undefined },
      { row: 6, key: 'bomFiles.rows.quantityTooLarge', params: { max: 9_999_999 } },
      { row: 7, key: 'bomFiles.rows.badPrice', params: { value: 'cheap' } },
    ]);
    expect(reading.lines).toEqual([
      { row: 8, query: 'A7', manufacturer: null, amounts: [3], note: null, targetPrice: '0,10' },
    ]);
  });

  it('refuses a line with control characters or an overlong part number, as row errors', async () => {
    const reading = await read(`MPN;Qty\nA\u0007B;1\n${'X'.repeat(201)};1\nOK1;1\n`);
    expect(reading.errors.map((e) => e.key)).toEqual(['bomFiles.rows.control', 'bomFiles.rows.tooLong']);
    expect(queries(reading)).toEqual(['OK1']);
  });

  it('ignores a distributor’s own part number beside the manufacturer’s', async () => {
    const reading = await read(
      'Mouser #,Mfr. #,Manufacturer,Quantity\n595-LM358DR,LM358DR,Texas Instruments,25\n',
    );
    expect(fields(reading)).toEqual(['ignore', 'mpn', 'manufacturer', 'quantity']);
    expect(queries(reading)).toEqual(['LM358DR']);
  });
});

describe('BOM files: columns by their content', () => {
  it('finds the quantity and part columns of a file without headers', async () => {
    const reading = await read('BC547B;100;NPN transistor\nBC557B;50;PNP transistor\n1N4148;200;diode\n');
    expect(reading.headerRow).toBeNull();
    expect(reading.columns.map((c) => [c.field, c.detectedBy])).toEqual([
      ['mpn', 'content'],
      ['quantity', 'content'],
      ['ignore', 'none'],
    ]);
    expect(reading.lines.map((l) => [l.row, l.query, l.amounts])).toEqual([
      [1, 'BC547B', [100]],
      [2, 'BC557B', [50]],
      [3, '1N4148', [200]],
    ]);
  });

  it('asks the catalogue which column holds its symbols (and only with samples of values)', async () => {
    const known = new Set(['1N4148-DIO', 'BC547B-TRA']);
    const asked: string[][] = [];
    const reading = await read('diode small;1N4148-DIO;10\nnpn transistor;BC547B-TRA;5\n', {
      catalogueHits: async (values) => {
        asked.push(values);
        return values.filter((v) => known.has(v)).length;
      },
    });
    expect(field(reading, 'symbol')).toMatchObject({ index: 1, detectedBy: 'content' });
    expect(queries(reading)).toEqual(['1N4148-DIO', 'BC547B-TRA']);
    expect(asked.every((values) => values.length <= 50)).toBe(true);
  });

  it('does not take a column of line numbers for the quantity', async () => {
    const reading = await read('1;LM358DR;4\n2;NE555DR;2\n3;TL431;8\n4;LM317;1\n');
    expect(reading.columns.map((c) => c.field)).toEqual(['ignore', 'mpn', 'quantity']);
    expect(reading.lines.map((l) => l.amounts[0])).toEqual([4, 2, 8, 1]);
  });

  it('recognises a designator column by its values under an unknown header (Eagle’s "Part")', async () => {
    const reading = await read(
      [
        '"Part";"Value";"Device";"Package";"Description";"MPN"',
        '"C1";"100n";"C-EUC0603";"C0603";"CAPACITOR";"GRM188R71C104KA01D"',
        '"R1";"10k";"R-EU_R0603";"R0603";"RESISTOR";"RC0603FR-0710KL"',
      ].join('\n'),
    );
    expect(field(reading, 'designators')).toMatchObject({ index: 0, detectedBy: 'content' });
  });

  it('refuses a file in which no part column is recognised', async () => {
    expect(await refusal('hello world\nthis is a letter\n')).toMatchObject({
      status: 422,
      key: 'bomFiles.errors.noColumns',
    });
  });

  it('says when no quantity column was recognised', async () => {
    const reading = await read('MPN\nLM358DR\nNE555DR\n');
    expect(reading.lines.map((l) => l.amounts)).toEqual([[], []]);
    expect(reading.warnings).toContainEqual({ row: null, key: 'bomFiles.warnings.noQuantityColumn' });
  });
});

describe('BOM files: EDA and distributor export shapes', () => {
  it('reads a KiCad BOM (Reference, Value, Footprint, Qty, MPN)', async () => {
    const file = [
      '"Reference","Value","Footprint","Datasheet","Qty","DNP","MPN","Manufacturer"',
      '"C1,C2,C5","100nF","Capacitor_SMD:C_0603_1608Metric","~","3","","GRM188R71C104KA01D","Murata"',
      '"R1","10k","Resistor_SMD:R_0603_1608Metric","~","1","","RC0603FR-0710KL","Yageo"',
    ].join('\n');
    const reading = await read(file);
    expect(fields(reading)).toEqual([
      'designators',
      'description',
      'ignore',
      'ignore',
      'quantity',
      'ignore',
      'mpn',
      'manufacturer',
    ]);
    expect(reading.lines[0]).toEqual({
      row: 2,
      query: 'GRM188R71C104KA01D',
      manufacturer: 'Murata',
      amounts: [3],
      note: 'C1,C2,C5',
      targetPrice: null,
    });
  });

  it('reads an Altium BOM with numbered manufacturer columns and a title block', async () => {
    const file = [
      'Bill of Materials,,,,,,',
      'Source Data From:,Board.PrjPcb,,,,,',
      ',,,,,,',
      'Comment,Description,Designator,Footprint,LibRef,Quantity,Manufacturer 1,Manufacturer Part Number 1,Manufacturer 2,Manufacturer Part Number 2',
      '100nF,Capacitor,"C1, C2",0603,CAP,2,Murata,GRM188R71C104KA01D,Samsung,CL10B104KB8NNNC',
    ].join('\r\n');
    const reading = await read(file);
    expect(reading.headerRow).toBe(4);
    expect(field(reading, 'mpn')?.index).toBe(7);
    expect(field(reading, 'manufacturer')?.index).toBe(6);
    // Altium's "Comment" is the part's value: it is kept in the note beside the designators.
    expect(reading.lines[0]).toMatchObject({
      query: 'GRM188R71C104KA01D',
      manufacturer: 'Murata',
      amounts: [2],
      note: 'C1, C2; 100nF',
    });
  });

  it('reads an OrCAD BOM (Item, Quantity, Reference, Part)', async () => {
    const file = [
      'Revised: Monday, November 23, 2026',
      'Revision: 1',
      '',
      'Item\tQuantity\tReference\tPart\tPCB Footprint\tMPN',
      '1\t2\tR1,R2\t10k\tR0603\tERJ-3EKF1002V',
      '2\t1\tU1\tLM358\tSO8\tLM358DR',
    ].join('\r\n');
    const reading = await read(file, { fileName: 'bom.txt' });
    expect(reading.delimiter).toBe('\t');
    expect(reading.headerRow).toBe(4);
    expect(reading.lines.map((l) => [l.query, l.amounts[0], l.note])).toEqual([
      ['ERJ-3EKF1002V', 2, 'R1,R2'],
      ['LM358DR', 1, 'U1'],
    ]);
  });

  it('reads a DigiKey cart export (its own part number is not the query)', async () => {
    const file = [
      'Index,Quantity,Part Number,Manufacturer Part Number,Description,Customer Reference,Available,Backorder,Unit Price,Extended Price',
      '1,10,296-1395-5-ND,LM358P,IC OPAMP GP 2 CIRCUIT 8DIP,,1234,0,0.45,4.50',
    ].join('\n');
    const reading = await read(file);
    // DigiKey calls its own number "Part Number": the MPN column beside it wins, the duplicate is ignored.
    expect(field(reading, 'mpn')?.header).toBe('Part Number');
    const fixed = await read(file, {
      mapping: {
        headerRow: 1,
        columns: [
          { index: 1, field: 'quantity' },
          { index: 3, field: 'mpn' },
          { index: 5, field: 'customerSymbol' },
        ],
      },
    });
    expect(fixed.lines[0]).toMatchObject({ query: 'LM358P', amounts: [10] });
  });

  it('reads a Mouser cart export with a currency in the prices', async () => {
    const file = [
      'Mouser No:,Mfr. No:,Manufacturer:,Description:,Order Qty.:,Price (EUR),Ext.: (EUR)',
      '595-LM358DR,LM358DR,Texas Instruments,Operational Amplifiers,25,"0,367 €","9,18 €"',
    ].join('\n');
    const reading = await read(file, { market: DE });
    expect(fields(reading).slice(0, 5)).toEqual(['ignore', 'mpn', 'manufacturer', 'description', 'quantity']);
    expect(reading.lines[0]).toMatchObject({
      query: 'LM358DR',
      manufacturer: 'Texas Instruments',
      amounts: [25],
    });
  });

  it('reads a TME cart export in Polish (Symbol TME ignored, the producer’s symbol read)', async () => {
    const file = [
      'Symbol TME;Symbol producenta;Producent;Opis;Ilość;Cena netto;Wartość netto',
      'LM358D-ST;LM358DT;STMicroelectronics;Wzmacniacz operacyjny;20;0,89;17,80',
    ].join('\n');
    const reading = await read(file);
    expect(fields(reading).slice(0, 5)).toEqual(['ignore', 'mpn', 'manufacturer', 'description', 'quantity']);
    expect(reading.lines[0]).toMatchObject({ query: 'LM358DT', amounts: [20] });
  });
});

describe('BOM files: text formats and encodings', () => {
  const body = 'Symbol;Ilość;Uwagi\nRC0603-10K;100;zażółć gęślą jaźń\n';

  it.each([
    ['\\n', '\n'],
    ['\\r\\n', '\r\n'],
    ['\\r', '\r'],
  ])('reads %s line endings', async (_name, eol) => {
    const reading = await read(`MPN,Qty${eol}A1,1${eol}A2,2${eol}`);
    expect(reading.lines.map((l) => [l.row, l.query])).toEqual([
      [2, 'A1'],
      [3, 'A2'],
    ]);
  });

  it.each([
    [',', 'MPN,Qty,Note\nA1,1,x\nA2,2,y\n'],
    [';', 'MPN;Qty;Note\nA1;1;x, y\nA2;2;z\n'],
    ['\t', 'MPN\tQty\tNote\nA1\t1\tx, y; z\nA2\t2\t\n'],
    ['|', 'MPN|Qty|Note\nA1|1|x, y\nA2|2|z\n'],
  ])('detects the separator %j', async (delimiter, file) => {
    const reading = await read(file);
    expect(reading.delimiter).toBe(delimiter);
    expect(queries(reading)).toEqual(['A1', 'A2']);
  });

  it('reads tab-separated text pasted from a spreadsheet, without headers', async () => {
    const reading = await read('LM358DR\t10\nNE555DR\t5\n', { fileName: 'pasted.txt' });
    expect(reading.lines.map((l) => [l.query, l.amounts[0]])).toEqual([
      ['LM358DR', 10],
      ['NE555DR', 5],
    ]);
  });

  it('reads lines of a part number and an amount apart by spaces', async () => {
    const reading = await read('LM358DR 10\nNE555DR 5\n', { fileName: 'list.txt' });
    expect(reading.delimiter).toBe('spaces');
    expect(queries(reading)).toEqual(['LM358DR', 'NE555DR']);
  });

  it('reads quotes with separators and line breaks inside (RFC 4180)', async () => {
    const reading = await read(
      'MPN,Qty,Note\r\n"LM358DR",10,"for the ""analog"" board, rev B\r\nsee drawing"\r\n"A,B",2,\r\n',
    );
    expect(reading.lines[0]).toMatchObject({
      query: 'LM358DR',
      note: 'for the "analog" board, rev B see drawing',
    });
    expect(reading.lines[1]).toMatchObject({ row: 3, query: 'A,B' });
  });

  it.each([
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]), 'utf-8-bom'],
    ['UTF-16 LE with a BOM', utf16(body, 'le'), 'utf-16le'],
    ['UTF-16 BE with a BOM', utf16(body, 'be'), 'utf-16be'],
    ['Windows-1250 (Polish Excel)', codePage(body, 'windows-1250'), 'windows-1250'],
  ])('reads %s', async (_name, bytes, encoding) => {
    const reading = await read(bytes);
    expect(reading.encoding).toBe(encoding);
    expect(fields(reading)).toEqual(['symbol', 'quantity', 'note']);
    expect(reading.lines[0]).toMatchObject({
      query: 'RC0603-10K',
      amounts: [100],
      note: 'zażółć gęślą jaźń',
    });
  });

  it('reads Hungarian text in Windows-1250 on the Hungarian market', async () => {
    const file = codePage(
      'Gyártói cikkszám;Mennyiség;Megjegyzés\nBC547B;10;árvíztűrő tükörfúrógép\n',
      'windows-1250',
    );
    const reading = await read(file, { market: { country: 'hu' } });
    expect(reading.encoding).toBe('windows-1250');
    expect(reading.lines[0]).toMatchObject({ query: 'BC547B', note: 'árvíztűrő tükörfúrógép' });
    expect(reading.warnings[0]).toMatchObject({ key: 'bomFiles.warnings.encodingGuessed' });
  });

  it('falls back to Windows-1252 on a western market', async () => {
    const file = codePage('MPN;Menge;Bemerkung\nBC547B;10;Größe prüfen\n', 'windows-1252');
    const reading = await read(file, { market: DE });
    expect(reading.encoding).toBe('windows-1252');
    expect(reading.lines[0]!.note).toBe('Größe prüfen');
  });

  it('believes the bytes over the name and says so', async () => {
    const reading = await read('MPN,Qty\nA1,1\n', { fileName: 'bom.xlsx' });
    expect(reading.format).toBe('text');
    expect(reading.warnings[0]).toMatchObject({
      key: 'bomFiles.warnings.extensionMismatch',
      params: { format: 'text' },
    });
  });
});

describe('BOM files: spreadsheets', () => {
  it('reads an XLSX with title rows, a header on row 3 and numbers as numbers', async () => {
    const file = await xlsxOf([
      ['Project: Weather station'],
      [null],
      ['MPN', 'Manufacturer', 'Qty', 'Target price'],
      ['LM358DR', 'TI', 10, 0.25],
      ['0603', 'Yageo', 1000, null],
    ]);
    const reading = await read(file, { fileName: 'bom.xlsx' });
    expect(reading).toMatchObject({ format: 'xlsx', encoding: null, headerRow: 3 });
    expect(reading.lines).toEqual([
      { row: 4, query: 'LM358DR', manufacturer: 'TI', amounts: [10], note: null, targetPrice: '0.25' },
      { row: 5, query: '0603', manufacturer: 'Yageo', amounts: [1000], note: null, targetPrice: null },
    ]);
  });

  it('spreads merged cells: a title over the columns and a manufacturer merged over lines', async () => {
    const file = await xlsxOf([
      [{ value: 'BOM rev C', columnSpan: 3 }, null, null],
      ['Hersteller', 'Herstellerteilenummer', 'Menge'],
      [{ value: 'Murata', rowSpan: 3 }, 'GRM188R71C104KA01D', 10],
      [null, 'GRM188R71H102KA01D', 5],
      [null, 'GRM21BR61E106KA73L', 2],
    ]);
    const reading = await read(file, { fileName: 'bom.xlsx', market: DE });
    expect(reading.headerRow).toBe(2);
    expect(reading.lines.map((l) => l.manufacturer)).toEqual(['Murata', 'Murata', 'Murata']);
  });

  it('reads an old .xls (BIFF8) with merged cells, from its first sheet that holds anything', async () => {
    const file = xlsOf(
      [
        ['Zestawienie elementów', null, null],
        ['Producent', 'Symbol producenta', 'Ilość'],
        ['Vishay', 'CRCW060310K0FKEA', 20],
        [null, 'CRCW06031K00FKEA', 10],
      ],
      [{ s: { r: 2, c: 0 }, e: { r: 3, c: 0 } }],
      2,
    );
    const reading = await read(file, { fileName: 'bom.xls' });
    expect(reading).toMatchObject({ format: 'xls', headerRow: 2 });
    expect(reading.lines.map((l) => [l.row, l.query, l.manufacturer, l.amounts[0]])).toEqual([
      [3, 'CRCW060310K0FKEA', 'Vishay', 20],
      [4, 'CRCW06031K00FKEA', 'Vishay', 10],
    ]);
  });

  it('reads a 10 000-line XLSX in the worker', async () => {
    const rows: Array<Array<string | number>> = [['MPN', 'Manufacturer', 'Qty', 'Designator']];
    for (let i = 0; i < 10_000; i++) rows.push([`PART-${i}-X`, 'Maker', (i % 50) + 1, `R${i + 1}`]);
    const reading = await read(await xlsxOf(rows), { fileName: 'big.xlsx' });
    expect(reading.lines).toHaveLength(10_000);
    expect(reading.lines[9_999]).toMatchObject({ row: 10_001, query: 'PART-9999-X', amounts: [50] });
    expect(reading.errors).toEqual([]);
  });
});

describe('BOM files: hostile and broken files', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), 422, 'bomFiles.errors.emptyFile'],
    ['a file of blank lines', Buffer.from('\n\n  \n'), 422, 'bomFiles.errors.emptyFile'],
    ['NUL characters', Buffer.from('MPN,Qty\nA\u00001,1\n'), 422, 'bomFiles.errors.binary'],
    ['a PDF called .csv', Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 422, 'bomFiles.errors.binary'],
    [
      'a malformed XLSX',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
      422,
      'bomFiles.errors.unreadableXlsx',
    ],
    [
      'a ZIP that is no workbook',
      zipOf([{ name: 'hello.txt', data: Buffer.from('hi') }]),
      422,
      'bomFiles.errors.unreadableXlsx',
    ],
    [
      'a malformed XLS',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      422,
      'bomFiles.errors.unreadableXls',
    ],
    ['a password-protected XLSX', protectedXlsx(), 422, 'bomFiles.errors.protected'],
    ['a file over the limit', Buffer.alloc(8 * 1024 * 1024 + 1, 0x41), 413, 'bomFiles.errors.fileTooLarge'],
    [
      'too many columns',
      Buffer.from(`${Array.from({ length: 201 }, (_, i) => `c${i}`).join(',')}\n`),
      422,
      'bomFiles.errors.tooManyColumns',
    ],
  ])('refuses %s', async (_name, bytes, status, key) => {
    expect(await refusal(bytes)).toMatchObject({ status, key });
  });

  it('refuses a zip bomb by its declared sizes, before unpacking it', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(24 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusal(bomb, { fileName: 'bom.xlsx' })).toMatchObject({
      status: 422,
      key: 'bomFiles.errors.zipBomb',
    });
  });

  it('refuses a ZIP that declares more than any BOM unpacks to', async () => {
    const liar = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>'), declare: 300 * 1024 * 1024 },
    ]);
    expect(await refusal(liar)).toMatchObject({ key: 'bomFiles.errors.zipBomb' });
  });

  it('refuses more lines than a BOM may have', async () => {
    const file = `MPN,Qty\n${Array.from({ length: 20_100 }, (_, i) => `P${i},1`).join('\n')}`;
    expect(await refusal(file)).toMatchObject({ status: 422, key: 'bomFiles.errors.tooManyLines' });
  });
});

describe('BOM files: the mapping', () => {
  const file = 'Part;Anzahl;Info\nLM358DR;10;op-amp\nNE555DR;5;timer\n';

  it('returns the mapping it used, and reads the file again with the buyer’s edit', async () => {
    const first = await read(file, { market: DE });
    expect(first.mapping).toEqual({
      headerRow: 1,
      columns: [
        { index: 0, field: 'mpn' },
        { index: 1, field: 'quantity' },
      ],
    });
    const edited: ColumnMapping = {
      ...first.mapping,
      columns: [...first.mapping.columns, { index: 2, field: 'note' }],
    };
    const second = await read(file, { market: DE, mapping: edited });
    expect(second.columns.map((c) => [c.field, c.detectedBy])).toEqual([
      ['mpn', 'user'],
      ['quantity', 'user'],
      ['note', 'user'],
    ]);
    expect(second.lines[0]!.note).toBe('op-amp');
    expect(second.signature).toBe(first.signature);
  });

  it('lets the buyer say the file has no header row', async () => {
    const reading = await read(file, {
      market: DE,
      mapping: {
        headerRow: null,
        columns: [
          { index: 0, field: 'mpn' },
          { index: 2, field: 'description' },
        ],
      },
    });
    expect(queries(reading)).toEqual(['Part', 'LM358DR', 'NE555DR']);
  });

  it('uses a remembered mapping for the same headers when none is sent', async () => {
    const first = await read(file, { market: DE });
    const remembered: ColumnMapping = {
      headerRow: 1,
      columns: [
        { index: 0, field: 'customerSymbol' },
        { index: 1, field: 'quantity' },
      ],
    };
    const asked: string[] = [];
    const again = await read(file, {
      market: DE,
      rememberedMapping: async (signature) => {
        asked.push(signature);
        return remembered;
      },
    });
    expect(asked).toEqual([first.signature]);
    expect(again.mapping).toEqual(remembered);
  });

  it('refuses a mapping without a part column', async () => {
    expect(
      await refusal(file, {
        market: DE,
        mapping: { headerRow: 1, columns: [{ index: 1, field: 'quantity' }] },
      }),
    ).toMatchObject({ status: 422, key: 'bomFiles.errors.noColumns' });
  });

  it('gives the same signature to the same headers written differently', async () => {
    const a = await read('MPN;Qty\nA1;1\n');
    const b = await read('mpn,QTY\nB2,2\n');
    const c = await read('MPN;Qty;Note\nA1;1;x\n');
    expect(a.signature).toBe(b.signature);
    expect(a.signature).not.toBe(c.signature);
  });
});
