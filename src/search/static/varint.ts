/**
 * Unsigned LEB128 integers and length-prefixed UTF-8 strings: the byte format of every binary index
 * file. Shared by the build (writer) and the browser (reader), so both sides agree by construction.
 */

/** Growable byte buffer for index files. */
export class ByteWriter {
  #buf: Uint8Array;
  #len = 0;

  /** `capacity`: the first buffer's size (it doubles as needed). */
  constructor(capacity = 1024) {
    this.#buf = new Uint8Array(capacity);
  }

  get length(): number {
    return this.#len;
  }

  #reserve(n: number): void {
    if (this.#len + n <= this.#buf.length) return;
    const grown = new Uint8Array(Math.max(this.#buf.length * 2, this.#len + n));
    grown.set(this.#buf.subarray(0, this.#len));
    this.#buf = grown;
  }

  uint(value: number): this {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`not a non-negative integer: ${value}`);
    this.#reserve(8);
    let v = value;
    while (v >= 0x80) {
      this.#buf[this.#len++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.#buf[this.#len++] = v;
    return this;
  }

  /** Ascending integers as gaps (first value as is): small numbers, one byte each when dense. */
  ascending(values: readonly number[] | Int32Array | Uint32Array): this {
    this.uint(values.length);
    let previous = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] as number;
      if (v < previous) throw new RangeError('ascending(): values must not decrease');
      this.uint(v - previous);
      previous = v;
    }
    return this;
  }

  string(value: string): this {
    const bytes = new TextEncoder().encode(value);
    return this.uint(bytes.length).raw(bytes);
  }

  /** Bytes as they are (already encoded elsewhere). */
  raw(bytes: Uint8Array): this {
    this.#reserve(bytes.length);
    this.#buf.set(bytes, this.#len);
    this.#len += bytes.length;
    return this;
  }

  bytes(): Uint8Array {
    return this.#buf.slice(0, this.#len);
  }
}

const decoder = new TextDecoder();

/** Sequential reader over an index file. */
export class ByteReader {
  readonly #buf: Uint8Array;
  #pos = 0;

  constructor(buf: Uint8Array) {
    this.#buf = buf;
  }

  get done(): boolean {
    return this.#pos >= this.#buf.length;
  }

  uint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      if (this.#pos >= this.#buf.length) throw new RangeError('index file ends inside a number');
      const byte = this.#buf[this.#pos++] as number;
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 0x80;
    }
  }

  ascending(): Int32Array {
    const n = this.uint();
    const out = new Int32Array(n);
    let v = 0;
    for (let i = 0; i < n; i++) {
      v += this.uint();
      out[i] = v;
    }
    return out;
  }

  /** The next `n` bytes as they are (a view, not a copy). */
  bytes(n: number): Uint8Array {
    const end = this.#pos + n;
    if (end > this.#buf.length) throw new RangeError('index file ends inside a byte run');
    const view = this.#buf.subarray(this.#pos, end);
    this.#pos = end;
    return view;
  }

  string(): string {
    const n = this.uint();
    const end = this.#pos + n;
    if (end > this.#buf.length) throw new RangeError('index file ends inside a string');
    const s = decoder.decode(this.#buf.subarray(this.#pos, end));
    this.#pos = end;
    return s;
  }
}
