/**
 * gzip / DEFLATE decoding (RFC 1951, 1952), synchronous. The browser's DecompressionStream is
 * asynchronous: every file passes through a Blob, a stream and a Response, several tasks each,
 * and on a busy page that added 10–20 ms to every lookup stage of a search (measured in Chromium
 * at 10,000 references). The index files are small, so decoding them in place is cheaper.
 */

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** Order in which a dynamic block sends the code lengths of its code length alphabet. */
const CLEN_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/**
 * A canonical Huffman code as a lookup table indexed by the next `bits` input bits (LSB first):
 * entry = symbol << 4 | code length, 0 where no code starts with those bits.
 */
type Code = { table: Int32Array; bits: number };

function huffman(lengths: ArrayLike<number>): Code {
  let bits = 0;
  const count = new Int32Array(16);
  for (let s = 0; s < lengths.length; s++) {
    const len = lengths[s] as number;
    count[len] = (count[len] as number) + 1;
    if (len > bits) bits = len;
  }
  count[0] = 0;
  const next = new Int32Array(16);
  for (let len = 1, code = 0; len <= 15; len++) {
    code = (code + (count[len - 1] as number)) << 1;
    next[len] = code;
  }
  const table = new Int32Array(1 << bits);
  for (let s = 0; s < lengths.length; s++) {
    const len = lengths[s] as number;
    if (len === 0) continue;
    const code = next[len] as number;
    next[len] = code + 1;
    let reversed = 0;
    for (let i = 0; i < len; i++) reversed |= ((code >> i) & 1) << (len - 1 - i);
    for (let i = reversed; i < table.length; i += 1 << len) table[i] = (s << 4) | len;
  }
  return { table, bits };
}

const FIXED_LITERALS = huffman(
  Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)),
);
const FIXED_DISTANCES = huffman(new Array<number>(30).fill(5));

class Inflater {
  readonly #in: Uint8Array;
  #pos: number;
  #bitBuf = 0;
  #bitCount = 0;
  #out: Uint8Array;
  #length = 0;

  constructor(input: Uint8Array, start: number, sizeHint: number) {
    this.#in = input;
    this.#pos = start;
    // DEFLATE expands at most ~1032:1: a damaged size hint must not allocate more than that.
    this.#out = new Uint8Array(Math.max(64, Math.min(sizeHint, input.length * 1032)));
  }

  /**
   * Makes at least n ≤ 16 bits available. A code is looked up by the longest code's width, so the
   * last symbol may look past the end of input: those bits read as 0, and run() checks that none
   * of them was used. Further on the input is truncated (zeros could decode forever).
   */
  #need(n: number): void {
    while (this.#bitCount < n) {
      if (this.#pos >= this.#in.length + 2) throw new Error('inflate: truncated input');
      this.#bitBuf |= (this.#in[this.#pos++] ?? 0) << this.#bitCount;
      this.#bitCount += 8;
    }
  }

  #bits(n: number): number {
    if (n === 0) return 0;
    this.#need(n);
    const value = this.#bitBuf & ((1 << n) - 1);
    this.#bitBuf >>>= n;
    this.#bitCount -= n;
    return value;
  }

  #symbol(code: Code): number {
    this.#need(code.bits);
    const entry = code.table[this.#bitBuf & ((1 << code.bits) - 1)] as number;
    const len = entry & 15;
    if (len === 0) throw new Error('inflate: invalid Huffman code');
    this.#bitBuf >>>= len;
    this.#bitCount -= len;
    return entry >> 4;
  }

  #room(n: number): void {
    if (this.#length + n <= this.#out.length) return;
    const grown = new Uint8Array(Math.max(this.#out.length * 2, this.#length + n));
    grown.set(this.#out.subarray(0, this.#length));
    this.#out = grown;
  }

  #stored(): void {
    // Back to a byte boundary: whole bytes still buffered are returned to the input.
    this.#pos -= this.#bitCount >> 3;
    this.#bitBuf = 0;
    this.#bitCount = 0;
    const at = this.#pos;
    if (at + 4 > this.#in.length) throw new Error('inflate: truncated stored block');
    const len = (this.#in[at] as number) | ((this.#in[at + 1] as number) << 8);
    const nlen = (this.#in[at + 2] as number) | ((this.#in[at + 3] as number) << 8);
    if ((len ^ 0xffff) !== nlen) throw new Error('inflate: corrupt stored block');
    if (at + 4 + len > this.#in.length) throw new Error('inflate: truncated stored block');
    this.#room(len);
    this.#out.set(this.#in.subarray(at + 4, at + 4 + len), this.#length);
    this.#length += len;
    this.#pos = at + 4 + len;
  }

  #dynamicCodes(): [Code, Code] {
    const literals = this.#bits(5) + 257;
    const distances = this.#bits(5) + 1;
    const clens = this.#bits(4) + 4;
    const clenLengths = new Uint8Array(19);
    for (let i = 0; i < clens; i++) clenLengths[CLEN_ORDER[i] as number] = this.#bits(3);
    const clenCode = huffman(clenLengths);
    const lengths = new Uint8Array(literals + distances);
    for (let i = 0; i < lengths.length; ) {
      const sym = this.#symbol(clenCode);
      if (sym < 16) {
        lengths[i++] = sym;
        continue;
      }
      let repeat: number;
      let value = 0;
      if (sym === 16) {
        if (i === 0) throw new Error('inflate: repeat without a previous length');
        value = lengths[i - 1] as number;
        repeat = 3 + this.#bits(2);
      } else if (sym === 17) repeat = 3 + this.#bits(3);
      else repeat = 11 + this.#bits(7);
      if (i + repeat > lengths.length) throw new Error('inflate: code lengths overflow');
      lengths.fill(value, i, i + repeat);
      i += repeat;
    }
    return [huffman(lengths.subarray(0, literals)), huffman(lengths.subarray(literals))];
  }

  #compressed(literals: Code, distances: Code): void {
    for (;;) {
      const sym = this.#symbol(literals);
      if (sym < 256) {
        this.#room(1);
        this.#out[this.#length++] = sym;
        continue;
      }
      if (sym === 256) return;
      const l = sym - 257;
      if (l >= 29) throw new Error('inflate: invalid length code');
      const len = (LENGTH_BASE[l] as number) + this.#bits(LENGTH_EXTRA[l] as number);
      const d = this.#symbol(distances);
      if (d >= 30) throw new Error('inflate: invalid distance code');
      const dist = (DIST_BASE[d] as number) + this.#bits(DIST_EXTRA[d] as number);
      if (dist > this.#length) throw new Error('inflate: distance before the start');
      this.#room(len);
      const out = this.#out;
      const at = this.#length;
      // Byte by byte: a match may overlap the bytes it produces (dist < len).
      for (let i = 0; i < len; i++) out[at + i] = out[at - dist + i] as number;
      this.#length = at + len;
    }
  }

  /** Decodes every block; returns the output and the input position after the last block. */
  run(): { out: Uint8Array; end: number } {
    let last = 0;
    while (last === 0) {
      last = this.#bits(1);
      const type = this.#bits(2);
      if (type === 0) this.#stored();
      else if (type === 1) this.#compressed(FIXED_LITERALS, FIXED_DISTANCES);
      else if (type === 2) this.#compressed(...this.#dynamicCodes());
      else throw new Error('inflate: invalid block type');
    }
    const end = this.#pos - (this.#bitCount >> 3);
    if (end > this.#in.length) throw new Error('inflate: truncated input');
    return { out: this.#out.subarray(0, this.#length), end };
  }
}

/** Raw DEFLATE data → bytes. */
export function inflateRaw(data: Uint8Array, sizeHint = data.length * 4): Uint8Array {
  return new Inflater(data, 0, sizeHint).run().out;
}

const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * One gzip member → its bytes (the index writes one member per file). Bytes without the gzip magic
 * pass unchanged: a host that sent the file with Content-Encoding has had it decoded already.
 */
export function gunzip(bytes: Uint8Array): Uint8Array {
  if (!isGzip(bytes)) return bytes;
  if (bytes.length < 18 || bytes[2] !== 8) throw new Error('gunzip: not a deflate gzip member');
  const flags = bytes[3] as number;
  let at = 10;
  if (flags & 4) at += 2 + ((bytes[at] as number) | ((bytes[at + 1] as number) << 8));
  if (flags & 8) while (at < bytes.length && bytes[at++] !== 0);
  if (flags & 16) while (at < bytes.length && bytes[at++] !== 0);
  if (flags & 2) at += 2;
  const n = bytes.length;
  const size =
    ((bytes[n - 4] as number) |
      ((bytes[n - 3] as number) << 8) |
      ((bytes[n - 2] as number) << 16) |
      ((bytes[n - 1] as number) << 24)) >>>
    0;
  const { out, end } = new Inflater(bytes, at, size).run();
  if (end + 8 > n) throw new Error('gunzip: truncated member');
  if (out.length % 2 ** 32 !== size) throw new Error('gunzip: length does not match the trailer');
  return out;
}
