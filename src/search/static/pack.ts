/**
 * How the index's files are compressed, and a memo of it kept between builds (Node). A rebuild
 * after a small change writes mostly the files it wrote before, and compressing them was a third of
 * the index's time (docs/build-performance.md, "Where a 1 % changed rebuild spends its time"). An entry is keyed by a digest of
 * exactly what is compressed and how, so a hit gives the bytes compressing would have given: a
 * rebuild's index stays byte-identical with a cold build's.
 */
import { createHash } from 'node:crypto';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { type BuildMemo, createBuildMemo } from '../../lib/buildMemo.ts';
import { loadChecked, saveChecked } from '../../lib/cacheFile.ts';

export type Pack = {
  /** gzip, for every .bin but the cards (the browser inflates them with fflate). */
  gzip(bytes: Uint8Array): Uint8Array;
  /** A card file: raw deflate against the index's card dictionary (cardFile.ts reads it). */
  card(text: string, dictionary: Uint8Array): Uint8Array;
};

const gzip = (bytes: Uint8Array): Uint8Array => new Uint8Array(gzipSync(bytes, { level: 9 }));
// zlib's deflate, several times faster here than fflate's.
const card = (text: string, dictionary: Uint8Array): Uint8Array =>
  new Uint8Array(deflateRawSync(text, { level: 9, dictionary }));

/** Compressing every time (tests, astro dev). */
export const plainPack: Pack = { gzip, card };

/** The memo's bytes (lib/cacheFile.ts checks them whole): per entry a 20-byte key, a 4-byte length and the compressed bytes. */
const KEY_BYTES = 20;

export type PackMemo = Pack & Pick<BuildMemo<Uint8Array>, 'used' | 'hits'>;

/** A memo over `previous` entries (from loadPackMemo); only the entries asked for are kept. */
export function createPackMemo(previous: ReadonlyMap<string, Uint8Array> = new Map()): PackMemo {
  const { remember, used, hits } = createBuildMemo(previous);
  const keyOf = (kind: string, ...parts: (Uint8Array | string)[]) => {
    const hash = createHash('sha1').update(kind);
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('binary');
  };
  // Every card of an index is packed against the same dictionary: digest it once, not per card.
  const dictionaries = new WeakMap<Uint8Array, string>();
  const dictionaryKey = (dictionary: Uint8Array): string => {
    let key = dictionaries.get(dictionary);
    if (key === undefined) {
      key = createHash('sha1').update(dictionary).digest('binary');
      dictionaries.set(dictionary, key);
    }
    return key;
  };
  return {
    gzip: (bytes) => remember(keyOf('gzip9', bytes), () => gzip(bytes)),
    card: (text, dictionary) =>
      remember(keyOf('card9', dictionaryKey(dictionary), text), () => card(text, dictionary)),
    used,
    hits,
  };
}

/** The entries a previous build saved; none when there is no file or it is not whole. */
export async function loadPackMemo(file: string): Promise<Map<string, Uint8Array>> {
  const entries = new Map<string, Uint8Array>();
  const bytes = await loadChecked(file);
  if (!bytes) return entries;
  for (let at = 0; at < bytes.length; ) {
    const key = bytes.toString('binary', at, at + KEY_BYTES);
    const length = bytes.readUInt32LE(at + KEY_BYTES);
    const start = at + KEY_BYTES + 4;
    entries.set(key, new Uint8Array(bytes.buffer, bytes.byteOffset + start, length));
    at = start + length;
  }
  return entries;
}

/** Writes the entries this build used (replacing the file whole, so a crash leaves the old one). */
export function savePackMemo(file: string, memo: PackMemo): Promise<void> {
  const parts: Uint8Array[] = [];
  for (const [key, bytes] of memo.used) {
    const head = Buffer.alloc(KEY_BYTES + 4);
    head.write(key, 0, 'binary');
    head.writeUInt32LE(bytes.length, KEY_BYTES);
    parts.push(head, bytes);
  }
  return saveChecked(file, Buffer.concat(parts));
}
