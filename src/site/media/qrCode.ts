/**
 * A QR code as one SVG path, made at build time by a maintained encoder (`qr`): the screen draws it
 * as vector, sharp at any display size, with no code or request at run time. Every reference's
 * slide carries one, so the encoder's speed is part of every cold build: qrcode-generator, used
 * first, spent most of its time scoring the eight masks and was ~35× slower
 * (docs/build-performance.md, "The final code in CPU profiles").
 */
import encodeQR from 'qr';

/** The quiet zone the standard asks for around the code, in modules. */
const QUIET = 4;

/** `text` at error correction level M (15 %: a smudged or glare-struck screen still reads). */
export function qrPath(text: string): { size: number; path: string } {
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET });
  const runs: string[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      runs.push(`M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  return { size: rows.length, path: runs.join('') };
}
