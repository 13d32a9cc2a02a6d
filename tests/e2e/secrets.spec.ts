/**
 * The build reads the catalog with an API key, the assistant gateway with a token, and could read
 * the export with a password: none may be published. Every file of dist/ is searched as bytes (HTML, JS, JSON, XML, Pagefind
 * index and fragments, images), plain and URL-encoded; compressed files (Pagefind's gzipped index
 * and fragments, precompressed .gz/.br) are searched after decompressing them too.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { FIXED_EXPORT_LOGIN, FIXED_KEYS, FIXED_MCP_TOKENS } from '../../simulator/index.ts';
import { DIST, distFiles } from './support/dist.ts';

/** The key and gateway token the default build uses and the export password, as the simulator documents them. */
const SECRETS = [
  ...new Set([
    ...FIXED_KEYS.filter((key) => key.company_ID === 1).map((key) => key.apiKey),
    ...FIXED_MCP_TOKENS.filter((token) => token.company_ID === 1).map((token) => token.token),
    FIXED_EXPORT_LOGIN.password,
  ]),
];

test('no API key, gateway token or export password anywhere in dist/', () => {
  expect(SECRETS).toEqual(expect.arrayContaining(['demo-key', 'demo-export', 'full-mcp-token']));
  const needles = SECRETS.flatMap((secret) => [secret, encodeURIComponent(secret)]).map((s) =>
    Buffer.from(s),
  );
  const files = distFiles();
  expect(files.length).toBeGreaterThan(0);
  // The files written for assistants are scanned like every other (dot folders included).
  const scanned = files.map((file) => relative(DIST, file));
  for (const file of ['llms.txt', '.well-known/ai-catalog.json', 'agents/SKILL.md', 'agents/de/data.json'])
    expect(scanned).toContain(file);
  expect(scanned.some((file) => file.endsWith('.md') && file.startsWith('en/'))).toBe(true);
  const leaks: string[] = [];
  for (const file of files) {
    const bytes = contentOf(file);
    for (const needle of needles) {
      const at = bytes.indexOf(needle);
      if (at >= 0) {
        const context = bytes.subarray(Math.max(0, at - 40), at + needle.length + 40).toString('utf8');
        leaks.push(`${relative(DIST, file)}: "${needle}" in …${context.replace(/\s+/g, ' ')}…`);
      }
    }
  }
  expect(leaks).toEqual([]);
});

/** The file's bytes, decompressed when it is gzip (by magic number) or brotli (by extension). */
function contentOf(file: string): Buffer {
  const raw = readFileSync(file);
  try {
    if (raw[0] === 0x1f && raw[1] === 0x8b) return Buffer.concat([raw, gunzipSync(raw)]);
    if (file.endsWith('.br')) return Buffer.concat([raw, brotliDecompressSync(raw)]);
  } catch {
    // Not actually compressed: the raw bytes are searched as they are.
  }
  return raw;
}
