import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../../common/errors';

/**
 * Just enough of the ZIP format to check an XLSX before a library unzips it (ADR 046): the central
 * directory declares every entry's sizes, so a zip bomb is refused without inflating a byte. A file
 * that lies about its sizes still meets the worker's memory limit.
 */

/** All entries together may unpack to this much; a 10 000-line sheet is a few MiB of XML. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** Spreadsheet XML packs 5–30 to 1; a much higher ratio on a large entry is a bomb. */
const MAX_RATIO = 200;
const RATIO_CHECKED_FROM = 1024 * 1024;
const MAX_ENTRIES = 5_000;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const malformed = () => new AppError(422, 'bomFiles.errors.unreadableXlsx');

/** The central directory's entries; throws `unreadableXlsx` when the file is not a whole ZIP. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes (its comment is at most 64 KiB).
  const from = Math.max(0, zip.length - 65_557);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw malformed();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) throw new AppError(422, 'bomFiles.errors.zipBomb');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw malformed();
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses a ZIP whose entries would unpack to too much, or pack suspiciously well (a zip bomb). */
export function checkZipBomb(entries: ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    // ZIP64 marks sizes it cannot fit with 0xFFFFFFFF: no spreadsheet of a BOM needs that.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) {
      throw new AppError(422, 'bomFiles.errors.zipBomb');
    }
    total += entry.size;
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (total > MAX_UNPACKED_BYTES || (entry.size > RATIO_CHECKED_FROM && ratio > MAX_RATIO)) {
      throw new AppError(422, 'bomFiles.errors.zipBomb');
    }
  }
}

/** One entry's bytes, never more than it declared (inflating stops there). */
export function unzipEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw malformed();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const packed = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return packed;
  if (entry.method !== 8) throw malformed();
  try {
    return inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
  } catch {
    throw malformed();
  }
}
