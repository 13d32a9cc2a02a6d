import { describe, expect, it } from 'vitest';
import { loopbackUrls, mirrorName, rewritePage } from '../../../src/site/mediaMirror.ts';

const pdf = 'http://127.0.0.1:4000/media/1/file/Projekt%20Blatt.pdf';
const jpg = 'http://127.0.0.1:4000/media/2/original/a.jpg';
const page = `<html><head><meta property="og:image" content="${jpg}">
<script type="application/ld+json">{"image":"${jpg}"}</script></head>
<body><a href="${pdf}">PDF</a><img src="${jpg}" alt=""><a href="https://cdn.example.com/x.pdf">CDN</a></body></html>`;

describe('media mirror', () => {
  it('finds each loopback URL once and ignores public hosts', () => {
    expect(loopbackUrls(page).sort()).toEqual([jpg, pdf].sort());
  });

  it('names copies uniquely per URL and keeps a readable file name', () => {
    expect(mirrorName(pdf)).toMatch(/^[0-9a-f]{12}-Projekt-Blatt\.pdf$/);
    expect(mirrorName(pdf)).not.toBe(mirrorName(pdf.replace('/1/', '/9/')));
  });

  it('points links and images at the copy, and crawler-read URLs at its absolute address', () => {
    const names = new Map([
      [pdf, 'p.pdf'],
      [jpg, 'a.jpg'],
    ]);
    const out = rewritePage(page, names, 'https://refs.example.com/');
    expect(out).toContain('<a href="/_media/p.pdf">');
    expect(out).toContain('<img src="/_media/a.jpg"');
    expect(out).toContain('content="https://refs.example.com/_media/a.jpg"');
    expect(out).toContain('{"image":"https://refs.example.com/_media/a.jpg"}');
    expect(out).toContain('https://cdn.example.com/x.pdf');
    expect(loopbackUrls(out)).toEqual([]);
  });

  it('leaves a URL alone when its copy could not be made', () => {
    expect(rewritePage(`<a href="${pdf}">x</a>`, new Map(), 'https://r.example/')).toContain(pdf);
  });
});
