/**
 * Builders of BOM files for tests (this module's test face): real XLSX and XLS workbooks, a zip
 * bomb, a password-protected workbook's container, text in old code pages.
 */
import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import writeXlsxFile from 'write-excel-file/node';

type Cell = string | number | null | { value: string | number; columnSpan?: number; rowSpan?: number };

/** An XLSX workbook of one sheet; a cell object may span columns or rows (merged cells). */
export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const data = rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return null;
      if (typeof cell === 'object')
        return { ...cell, type: typeof cell.value === 'number' ? Number : String };
      return { value: cell, type: typeof cell === 'number' ? Number : String };
    }),
  );
  return writeXlsxFile(data as never).toBuffer();
}

/** An old binary Excel workbook (BIFF8), as Excel 97–2003 saves it; `merges` as SheetJS ranges. */
export function xlsOf(
  rows: Array<Array<string | number | null>>,
  merges: XLSX.Range[] = [],
  sheets = 1,
): Buffer {
  const workbook = XLSX.utils.book_new();
  for (let i = 1; i < sheets; i++)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([]), `Empty ${i}`);
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!merges'] = merges;
  XLSX.utils.book_append_sheet(workbook, sheet, 'BOM');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/** The OLE2 container an XLSX saved with a password is (MS-OFFCRYPTO: EncryptionInfo + EncryptedPackage). */
export function protectedXlsx(): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(
    container,
    'EncryptionInfo',
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0, ...Array(64).fill(1)]),
  );
  XLSX.CFB.utils.cfb_add(container, 'EncryptedPackage', Buffer.alloc(4096, 7));
  return XLSX.CFB.write(container, { type: 'buffer' }) as Buffer;
}

/** A ZIP of the given entries, deflated; `declare` overrides an entry's declared unpacked size. */
export function zipOf(entries: Array<{ name: string; data: Buffer; declare?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declare } of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declare ?? data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declare ?? data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Text in an old one-byte code page (what Excel in Poland or Hungary saves as "CSV"). */
export function codePage(text: string, encoding: 'windows-1250' | 'windows-1252'): Buffer {
  const table = new Map<string, number>();
  const decoder = new TextDecoder(encoding);
  for (let byte = 0; byte < 256; byte++) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from([...text].map((ch) => table.get(ch) ?? 0x3f));
}

/** A UTF-16 text file with its byte-order mark. */
export function utf16(text: string, endian: 'le' | 'be'): Buffer {
  const body = Buffer.from(text, 'utf16le');
  if (endian === 'be') body.swap16();
  return Buffer.concat([Buffer.from(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]), body]);
}
