/**
 * Files a build keeps for the next one (Node). Each is replaced whole (written beside, then
 * renamed), so a crash leaves the old file, and a memo carries a checksum, so a file cut off or
 * changed on disk reads as no memo instead of as wrong data.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const CHECKSUM_BYTES = 20;
const checksum = (bytes: Uint8Array): Buffer => createHash('sha1').update(bytes).digest();

/** Replaces `file` whole with `data`. */
export async function replaceFile(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Replaces `file` whole with `body` and its checksum. */
export function saveChecked(file: string, body: Uint8Array): Promise<void> {
  return replaceFile(file, Buffer.concat([body, checksum(body)]));
}

/** The body saveChecked wrote; undefined when there is no file or it is not whole. */
export async function loadChecked(file: string): Promise<Buffer | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const end = bytes.length - CHECKSUM_BYTES;
  if (end < 0 || !bytes.subarray(end).equals(checksum(bytes.subarray(0, end)))) return undefined;
  return bytes.subarray(0, end);
}
