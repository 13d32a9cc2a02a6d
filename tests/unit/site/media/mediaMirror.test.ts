import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPageFacts, recordWhileRendering } from '../../../../src/site/incremental/pageFacts.ts';
import { mirrorName, publicMediaUrl } from '../../../../src/site/media/mediaMirror.ts';

const pdf = 'http://127.0.0.1:4000/media/1/file/Projekt%20Blatt.pdf';
const jpg = 'http://localhost:4000/media/2/original/a.jpg';
const cdn = 'https://cdn.example.com/x.pdf';

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'media-mirror-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

/** Renders one page that runs `render`, and returns the media it recorded for copying. */
async function mediaOfPage(mirrorMedia: boolean, render: () => void): Promise<string[]> {
  await recordWhileRendering({ cacheDir, pathname: '/de/a/', mirrorMedia }, async () => {
    render();
    return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
  });
  return (await readPageFacts(cacheDir, ['de/a'])).get('de/a')?.media ?? [];
}

describe('mirrorName', () => {
  it('names copies uniquely per URL and keeps a readable file name', () => {
    expect(mirrorName(pdf)).toMatch(/^[0-9a-f]{12}-Projekt-Blatt\.pdf$/);
    expect(mirrorName(pdf)).not.toBe(mirrorName(pdf.replace('/1/', '/9/')));
  });
});

describe('publicMediaUrl', () => {
  it('links loopback media as their copy under /_media/ and records them for copying', async () => {
    const media = await mediaOfPage(true, () => {
      expect(publicMediaUrl(pdf)).toBe(`/_media/${mirrorName(pdf)}`);
      expect(publicMediaUrl(jpg, new URL('https://refs.example.com/'))).toBe(
        `https://refs.example.com/_media/${mirrorName(jpg)}`,
      );
    });
    expect(media).toEqual([jpg, pdf].sort());
  });

  it('leaves media on public hosts alone and copies nothing for them', async () => {
    const media = await mediaOfPage(true, () => {
      expect(publicMediaUrl(cdn, 'https://refs.example.com/')).toBe(cdn);
      expect(publicMediaUrl('http://127.0.0.1.example.com/a.jpg')).toBe('http://127.0.0.1.example.com/a.jpg');
    });
    expect(media).toEqual([]);
  });

  it('links loopback media as delivered when mirroring is off', async () => {
    const media = await mediaOfPage(false, () => expect(publicMediaUrl(pdf)).toBe(pdf));
    expect(media).toEqual([]);
  });

  it('stops copying what a page no longer links, also when the last build recorded it', async () => {
    const json = { headers: { 'content-type': 'application/json' } };
    const endpoint = (dir: string, link: boolean) =>
      recordWhileRendering({ cacheDir: dir, pathname: '/de/a.json', mirrorMedia: true }, async () => {
        if (link) publicMediaUrl(pdf);
        return new Response('{}', json);
      });
    const mediaOf = async (dir: string) => (await readPageFacts(dir, ['de/a.json'])).get('de/a.json')?.media;
    await endpoint(cacheDir, true);
    expect(await mediaOf(cacheDir)).toEqual([pdf]);
    // The next build's process finds the facts on disk, as the deploy cache restores them.
    const nextBuild = await mkdtemp(join(tmpdir(), 'media-mirror-next-'));
    try {
      await cp(cacheDir, nextBuild, { recursive: true });
      await endpoint(nextBuild, false);
      expect(await mediaOf(nextBuild)).toBeUndefined();
    } finally {
      await rm(nextBuild, { recursive: true, force: true });
    }
    await endpoint(cacheDir, false);
    expect(await mediaOf(cacheDir)).toBeUndefined();
  });

  it('links loopback media as delivered outside a build (dev server), where no copy is made', () => {
    expect(publicMediaUrl(pdf)).toBe(pdf);
  });
});
