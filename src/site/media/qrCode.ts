/**
 * A QR code as one SVG path, made at build time by a maintained encoder (qrcode-generator): the
 * screen draws it as vector, sharp at any display size, with no code or request at run time.
 */
import qrcode from 'qrcode-generator';

/** The quiet zone the standard asks for around the code, in modules. */
const QUIET = 4;

/** `text` at error correction level M (15 %: a smudged or glare-struck screen still reads). */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!code.isDark(row, col)) continue;
      let end = col;
      while (end + 1 < count && code.isDark(row, end + 1)) end++;
      runs.push(`M${col + QUIET} ${row + QUIET}h${end - col + 1}v1h-${end - col + 1}z`);
      col = end;
    }
  }
  return { size: count + 2 * QUIET, path: runs.join('') };
}
