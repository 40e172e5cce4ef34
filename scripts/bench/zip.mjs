// Reads the zip files that zip-it-and-ship-it writes for the functions: the list of entries with
// their sizes, and an entry's bytes. Enough of the format (PKWARE's APPNOTE) for those archives:
// stored or deflated entries, no ZIP64 (a function's zip is far below 4 GB), no encryption.
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/**
 * @typedef {object} ZipEntry
 * @property {string} name the path inside the archive (`/` separated; a folder ends with `/`)
 * @property {number} size bytes once extracted
 * @property {number} compressedSize bytes in the archive
 * @property {number} method 0 stored, 8 deflated
 * @property {number} offset where the entry's local header starts
 */

/**
 * The entries of a zip archive, from its central directory.
 * @param {Buffer} zip
 * @returns {ZipEntry[]}
 */
export function zipEntries(zip) {
  // The end record is the last thing in the file, followed only by a comment of up to 64 KB.
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  /** @type {ZipEntry[]} */
  const entries = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_HEADER) throw new Error(`bad central directory entry ${index}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The extracted bytes of one entry.
 * @param {Buffer} zip
 * @param {ZipEntry} entry
 * @returns {Buffer}
 */
export function zipEntryData(zip, entry) {
  if (zip.readUInt32LE(entry.offset) !== LOCAL_FILE_HEADER) throw new Error(`bad local header of ${entry.name}`);
  // The local header's own name and extra field lengths, which may differ from the central one's.
  const start = entry.offset + 30 + zip.readUInt16LE(entry.offset + 26) + zip.readUInt16LE(entry.offset + 28);
  const stored = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return stored;
  if (entry.method === 8) return inflateRawSync(stored);
  throw new Error(`${entry.name}: compression method ${entry.method} is not supported`);
}
