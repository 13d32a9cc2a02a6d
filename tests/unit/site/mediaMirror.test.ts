import { afterEach, describe, expect, it } from 'vitest';
import { closeBuildRegistry, openBuildRegistry } from '../../../src/site/buildRegistry.ts';
import { mirrorName, publicMediaUrl } from '../../../src/site/mediaMirror.ts';

const pdf = 'http://127.0.0.1:4000/media/1/file/Projekt%20Blatt.pdf';
const jpg = 'http://localhost:4000/media/2/original/a.jpg';
const cdn = 'https://cdn.example.com/x.pdf';

afterEach(() => closeBuildRegistry());

describe('mirrorName', () => {
  it('names copies uniquely per URL and keeps a readable file name', () => {
    expect(mirrorName(pdf)).toMatch(/^[0-9a-f]{12}-Projekt-Blatt\.pdf$/);
    expect(mirrorName(pdf)).not.toBe(mirrorName(pdf.replace('/1/', '/9/')));
  });
});

describe('publicMediaUrl', () => {
  it('links loopback media as their copy under /_media/ and records them for copying', () => {
    const registry = openBuildRegistry({ mirrorMedia: true });
    expect(publicMediaUrl(pdf)).toBe(`/_media/${mirrorName(pdf)}`);
    expect(publicMediaUrl(jpg, new URL('https://refs.example.com/'))).toBe(
      `https://refs.example.com/_media/${mirrorName(jpg)}`,
    );
    expect([...registry.media].sort()).toEqual([jpg, pdf].sort());
  });

  it('leaves media on public hosts alone and copies nothing for them', () => {
    const registry = openBuildRegistry({ mirrorMedia: true });
    expect(publicMediaUrl(cdn, 'https://refs.example.com/')).toBe(cdn);
    expect(publicMediaUrl('http://127.0.0.1.example.com/a.jpg')).toBe('http://127.0.0.1.example.com/a.jpg');
    expect(registry.media.size).toBe(0);
  });

  it('links loopback media as delivered when mirroring is off', () => {
    const registry = openBuildRegistry({ mirrorMedia: false });
    expect(publicMediaUrl(pdf)).toBe(pdf);
    expect(registry.media.size).toBe(0);
  });

  it('links loopback media as delivered outside a build (dev server), where no copy is made', () => {
    expect(publicMediaUrl(pdf)).toBe(pdf);
  });
});
