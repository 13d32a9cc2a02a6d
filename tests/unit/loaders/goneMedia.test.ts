/**
 * The check for images the CDN no longer has, against a real HTTP server: only 404 and 410 mean
 * gone; a redirect, a server error or no server at all keep the image; each URL is asked once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaCheck, withoutGoneImages } from '../../../src/loaders/goneMedia.ts';
import type { StoredDetail, StoredItem } from '../../../src/loaders/schemas.ts';

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

describe('withoutGoneImages', () => {
  const item = (thumbnail: string) => ({ reference_ID: 7, thumbnail }) as unknown as StoredItem;
  const partner = (id: number, logo: string) => ({ partner_ID: id, companyname: `P${id}`, logo });

  it("drops a partner's lost logo and keeps the partner; every other image is checked too", async () => {
    const detail = {
      partners: [partner(1, `${origin}/here.jpg`), partner(2, `${origin}/gone.jpg`)],
      galleryimages: [{ file: `${origin}/removed.jpg` }, { file: `${origin}/here.jpg` }],
    } as unknown as StoredDetail;
    const checked = await withoutGoneImages(
      item(`${origin}/here.jpg`),
      detail,
      createMediaCheck(() => {}),
    );
    expect(checked.detail?.partners).toEqual([
      partner(1, `${origin}/here.jpg`),
      { partner_ID: 2, companyname: 'P2' },
    ]);
    expect(checked.detail?.galleryimages).toEqual([{ file: `${origin}/here.jpg` }]);
    expect(checked.item.thumbnail).toBe(`${origin}/here.jpg`);
  });

  it('keeps the verdict on the list image while the reference is unchanged: no request for it', async () => {
    asked.length = 0;
    const check = createMediaCheck(() => {});
    const shown = await withoutGoneImages(item(`${origin}/here.jpg`), undefined, check, {
      shown: `${origin}/here.jpg`,
    });
    const gone = await withoutGoneImages(item(`${origin}/gone.jpg`), undefined, check, {
      shown: '',
      gone: `${origin}/gone.jpg`,
    });
    expect([shown.item.thumbnail, gone.item.thumbnail, gone.goneThumbnail]).toEqual([
      `${origin}/here.jpg`,
      '',
      `${origin}/gone.jpg`,
    ]);
    expect(asked).toEqual([]);
    // A new URL is asked, whatever the old verdict.
    const moved = await withoutGoneImages(item(`${origin}/removed.jpg`), undefined, check, {
      shown: `${origin}/here.jpg`,
    });
    expect(moved.item.thumbnail).toBe('');
    expect(asked).toEqual(['HEAD /removed.jpg']);
  });
});
