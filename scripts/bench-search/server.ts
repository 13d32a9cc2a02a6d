/**
 * The benchmark's static host: HTTP/2 over TLS like the common hosts (GitHub Pages, Netlify,
 * Cloudflare, S3 + CloudFront), text gzipped once like a CDN cache, and a byte counter per
 * measurement that also sees what Pagefind fetches from its web worker.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/**
 * Bytes the server sent for the search (status line, headers and body of the index, the cards and
 * Pagefind's bundle), reset per measurement. Page assets and the result images are counted apart:
 * they are the same whatever searches them.
 */
export const sent = { bytes: 0, requests: 0, other: 0 };
export const take = (): { kB: number; requests: number; otherKB: number } => {
  const taken = {
    kB: +(sent.bytes / 1024).toFixed(1),
    requests: sent.requests,
    otherKB: +(sent.other / 1024).toFixed(1),
  };
  sent.bytes = 0;
  sent.requests = 0;
  sent.other = 0;
  return taken;
};

/** A self-signed certificate for 127.0.0.1: browsers speak HTTP/2 over TLS only. */
async function certificate(root: string): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = join(root, 'tls');
  if (!existsSync(join(dir, 'cert.pem'))) {
    await mkdir(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) };
}

const payloads = new Map<string, Promise<Buffer | null>>();

/** File bodies, gzipped once like a CDN's cache does, so the server's own CPU stays out of the timings. */
function cached(file: string, compress: boolean): Promise<Buffer | null> {
  const key = `${compress}:${file}`;
  let payload = payloads.get(key);
  if (!payload) {
    payload = readFile(file).then(
      (body) => (compress ? gzipSync(body) : body),
      () => null,
    );
    payloads.set(key, payload);
  }
  return payload;
}

/**
 * A static host as the common ones are (GitHub Pages, Netlify, Cloudflare, S3 + CloudFront): HTTP/2
 * over TLS, files as they are, text compressed with gzip. Counting on the server also sees what
 * Pagefind fetches from its web worker.
 */
export async function serve(root: string, dist: string, pagefind: string): Promise<Http2SecureServer> {
  const server = createSecureServer(
    { ...(await certificate(root)), allowHTTP1: true },
    async (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://x');
      let path = decodeURIComponent(url.pathname);
      const base = path.startsWith('/_bench/pagefind/') ? pagefind : dist;
      if (base === pagefind) path = path.slice('/_bench/pagefind'.length);
      let file = join(base, path);
      if (!file.startsWith(base)) return void res.writeHead(403).end();
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const compress =
        type !== 'application/octet-stream' && /gzip/.test(String(req.headers['accept-encoding']));
      const payload = await cached(file, compress);
      if (!payload) return void res.writeHead(404).end();
      const headers: Record<string, string> = {
        'content-type': type,
        'content-length': String(payload.length),
        'cache-control': 'no-cache',
        ...(compress ? { 'content-encoding': 'gzip' } : {}),
      };
      res.writeHead(200, headers);
      res.end(payload);
      const bytes =
        payload.length + 17 + Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
      if (base === pagefind || path.startsWith('/_search/')) {
        sent.requests++;
        sent.bytes += bytes;
      } else sent.other += bytes;
    },
  );
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}
