// An .xlsx file is a zip (every sheet import reads one through `readSheetFile`): a file under the upload limit can unpack to gigabytes (a zip bomb). Before exceljs
// unpacks a sheet whole in memory, its zip's directory is read for each part's declared size, and each part is
// unpacked once with its declared size as the most it may give, so neither a large declared total nor a part
// that lies about its size gets further than `GOODS_SHEET_UNPACKED_MAX_BYTES`. The worksheets' rows are counted
// on the way, so a sheet of too many rows is refused before it is parsed.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { GOODS_SHEET_UNPACKED_MAX_BYTES, GOODS_SHEET_UNPACKED_TOO_LARGE } from '@garden/domain';
import { badRequest } from './api-error';

/** What an import refuses a file with before reading its rows: not a workbook, or more rows than it reads. */
export interface SheetFileLimits {
  /** The message for a file that is not an .xlsx workbook (or has no sheet). */
  invalid: string;
  /** Data rows read at most, the header row aside, and the message for a sheet past them. */
  maxRows: number;
  tooManyRows: string;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end-of-directory record is 22 bytes, followed by a comment of at most 65 535. */
const END_SEARCH = 22 + 0xffff;
/** More parts than any workbook this shop writes has (a sheet, its styles, strings, relations, a few more). */
const ENTRIES_MAX = 1_000;

/** Unpacking on libuv's threads: 64 MB inflated on the event loop would hold every other request for its duration. */
const inflateRawAsync = promisify(inflateRaw);

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The zip's directory: each part's name, packing and declared sizes (a zip64 file, never an export, is refused). */
function readDirectory(bytes: Buffer, invalid: () => Error): ZipEntry[] {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw invalid();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || count > ENTRIES_MAX) throw invalid();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw invalid();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw invalid();
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** A part's bytes, unpacked, never more than it declares. */
async function unpack(bytes: Buffer, entry: ZipEntry, invalid: () => Error): Promise<Buffer> {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw invalid();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const packed = bytes.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) throw invalid();
  // A folder's entry (some writers list them) holds nothing, however it says it is packed.
  if (entry.size === 0 && entry.name.endsWith('/')) return Buffer.alloc(0);
  if (entry.method === 0) return packed;
  if (entry.method !== 8) throw invalid();
  let unpacked: Buffer;
  try {
    // One byte past the declared size is room enough to tell a part that lies.
    unpacked = await inflateRawAsync(packed, { maxOutputLength: entry.size + 1 });
  } catch (error) {
    throw error instanceof RangeError ? badRequest(GOODS_SHEET_UNPACKED_TOO_LARGE) : invalid();
  }
  if (unpacked.length !== entry.size) throw badRequest(GOODS_SHEET_UNPACKED_TOO_LARGE);
  return unpacked;
}

/** How many `<row` elements a worksheet's XML holds (each row of cells Excel keeps, blank or not). */
function countRows(xml: Buffer): number {
  let rows = 0;
  for (let at = xml.indexOf('<row'); at >= 0; at = xml.indexOf('<row', at + 4)) {
    // `<rowBreaks>` and the like are not rows.
    const next = xml[at + 4];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) rows += 1;
  }
  return rows;
}

/**
 * Refuses an .xlsx file that unpacks past `GOODS_SHEET_UNPACKED_MAX_BYTES` (declared or actual) or holds a
 * worksheet of more than `limits.maxRows` rows after the headers, each part unpacked at most once, and never
 * past the limit; a file that is not a zip is refused as not a sheet.
 */
export async function checkSheetZip(file: ArrayBuffer, limits: SheetFileLimits): Promise<void> {
  const invalid = () => badRequest(limits.invalid);
  const bytes = Buffer.from(file);
  const entries = readDirectory(bytes, invalid);
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > GOODS_SHEET_UNPACKED_MAX_BYTES) throw badRequest(GOODS_SHEET_UNPACKED_TOO_LARGE);
  for (const entry of entries) {
    const unpacked = await unpack(bytes, entry, invalid);
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name) && countRows(unpacked) > limits.maxRows + 1) throw badRequest(limits.tooManyRows);
  }
}
