import { Inflate } from 'fflate';

/** One file of a ZIP as the archive's central directory describes it. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated: the only two that ZIP tools write in practice */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** what the directory claims; checked before inflating and enforced while inflating, since it can lie */
  declaredSize: number;
  headerOffset: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/**
 * Compressed bytes fed to the inflater at a time: deflate expands at most ~1032×, so one step yields
 * ≤ ~1 MiB, the most a read goes past its cap.
 */
const STEP = 1024;

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The entries listed in the central directory, read without inflating anything. Read here rather
 * than through fflate's unzipSync because that one inflates each entry to the end whatever its
 * declared size, so a lying directory would cost gigabytes of work. Throws on an unreadable archive.
 */
export function listZip(bytes: Uint8Array): ZipEntry[] {
  const view = viewOf(bytes);
  // the end record is the last 22 bytes, followed by a comment of up to 64 KiB
  const last = bytes.length - 22;
  let end = last;
  while (end >= 0 && end >= last - 0xffff && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0 || end < last - 0xffff) throw new Error('ZIP end record not found');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== DIRECTORY_HEADER) throw new Error('ZIP directory damaged');
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = bytes.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      // bit 11 marks UTF-8 names; older tools wrote the DOS code page, close enough to Latin-1 for a name
      name: new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(name),
      method: view.getUint16(at + 10, true),
      encrypted: (flags & 1) === 1,
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      headerOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Bytes inflated for one upload so far, kept or not, counted as the inflater puts them out. */
export type InflateCount = { inflated: number };

/**
 * An entry's bytes, or null as soon as they exceed `cap`: inflating in small steps stops a zip bomb
 * after `cap` bytes (and one step) instead of after its whole output. `count` adds up the bytes
 * inflated, even when damaged data throws halfway. Throws on damaged data.
 */
export function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  cap: number,
  count: InflateCount,
): Uint8Array | null {
  const view = viewOf(bytes);
  const at = entry.headerOffset;
  if (view.getUint32(at, true) !== LOCAL_HEADER) throw new Error('ZIP entry header damaged');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new Error('ZIP entry truncated');
  if (entry.method === 0) {
    if (data.length > cap) return null;
    count.inflated += data.length;
    return data.slice();
  }

  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    count.inflated += chunk.length;
    if (total <= cap) chunks.push(chunk);
  });
  for (let i = 0; i < data.length && total <= cap; i += STEP) {
    inflater.push(data.subarray(i, i + STEP), i + STEP >= data.length);
  }
  if (total > cap) return null;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
