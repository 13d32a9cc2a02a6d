/**
 * The check for images the CDN no longer has, against a real HTTP server: only 404 and 410 mean
 * gone; a redirect, a server error or no server at all keep the image; each URL is asked once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaCheck } from '../../../src/loaders/goneMedia.ts';

const STATUS: Record<string, number> = {
  '/here.jpg': 200,
  '/gone.jpg': 404,
  '/removed.jpg': 410,
  '/moved.jpg': 301,
  '/broken.jpg': 500,
};
const asked: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const status = STATUS[request.url ?? ''] ?? 404;
    response.writeHead(status, status === 301 ? { Location: '/gone.jpg' } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('createMediaCheck', () => {
  it('calls 404 and 410 gone and tells once per URL; keeps what answers otherwise', async () => {
    const told: string[] = [];
    const gone = createMediaCheck((url) => told.push(url));
    const names = ['here', 'gone', 'removed', 'moved', 'broken', 'gone'];
    const answers = await Promise.all(names.map((name) => gone(`${origin}/${name}.jpg`)));
    expect(answers).toEqual([false, true, true, false, false, true]);
    expect(told).toEqual([`${origin}/gone.jpg`, `${origin}/removed.jpg`]);
    // HEAD only, each URL once, and the redirect is not followed.
    expect(asked.filter((line) => line.endsWith('/gone.jpg'))).toEqual(['HEAD /gone.jpg']);
    expect(asked.every((line) => line.startsWith('HEAD '))).toBe(true);
  });

  it('keeps an image whose host does not answer, and one that is no http(s) URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gone = createMediaCheck(() => {});
    expect(await gone(`http://127.0.0.1:${port}/x.jpg`)).toBe(false);
    expect(await gone('ftp://example.com/x.jpg')).toBe(false);
  });
});
