import { describe, expect, it } from 'vitest';
import { readHead, urlOfFile } from '../../../src/site/headLinks.ts';

const page = `<!doctype html><html><head><title>x</title>
<link rel="canonical" href="https://ex.com/de/referenzen/a/">
<link rel="alternate" hreflang="de" href="https://ex.com/de/referenzen/a/">
<link rel="alternate" hreflang="en" href="https://ex.com/en/references/b/">
<link rel="alternate" hreflang="x-default" href="https://ex.com/de/referenzen/a/">
</head><body><link rel="alternate" hreflang="fr" href="https://ex.com/ignored/"></body></html>`;

describe('readHead', () => {
  it("reads the page's canonical URL and hreflang alternates from <head> only", () => {
    const head = readHead(page);
    expect(head.canonical).toBe('https://ex.com/de/referenzen/a/');
    expect(head.alternates.map((link) => link.hreflang)).toEqual(['de', 'en', 'x-default']);
    expect(head.noindex).toBe(false);
  });

  it('notices noindex pages', () => {
    expect(readHead('<head><meta name="robots" content="noindex, follow"></head>').noindex).toBe(true);
  });

  it('decodes entities in attribute values', () => {
    expect(readHead('<head><link rel="canonical" href="https://ex.com/?a=1&amp;b=2"></head>').canonical).toBe(
      'https://ex.com/?a=1&b=2',
    );
  });
});

describe('urlOfFile', () => {
  it('maps directory-format files to their URLs', () => {
    expect(urlOfFile('index.html', 'https://ex.com')).toBe('https://ex.com/');
    expect(urlOfFile('de/referenzen/a/index.html', 'https://ex.com/')).toBe(
      'https://ex.com/de/referenzen/a/',
    );
    expect(urlOfFile('404.html', 'https://ex.com')).toBe('https://ex.com/404.html');
  });
});
