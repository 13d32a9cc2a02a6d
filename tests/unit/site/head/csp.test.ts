import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, cspHash, mediaOrigins } from '../../../../src/site/head/csp.ts';
import { placeholderClass, placeholderCss, placeholderFor } from '../../../../src/site/media/placeholder.ts';

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact UTF-8 text, as browsers hash an inline element', () => {
    const text = ':root{--font:"Ä"}';
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(cspHash(text)).toBe(`sha256-${expected}`);
    // One character more is another element: whitespace counts.
    expect(cspHash(`${text} `)).not.toBe(cspHash(text));
  });
});

describe('CSP_DIRECTIVES', () => {
  it('never reopens inline code or eval, and leaves script-src/style-src to Astro', () => {
    const all = CSP_DIRECTIVES.join(';');
    expect(all).not.toMatch(/unsafe-(inline|eval|hashes)/);
    expect(CSP_DIRECTIVES.map((d) => d.split(' ')[0])).not.toContain('script-src');
    expect(CSP_DIRECTIVES.map((d) => d.split(' ')[0])).not.toContain('style-src');
    expect(CSP_DIRECTIVES).toContain("object-src 'none'");
  });
});

describe('mediaOrigins', () => {
  it('lists each http(s) origin once, sorted, and drops what pages never link', () => {
    expect(
      mediaOrigins(
        [
          'https://cdn.example.com/a.jpg',
          'https://cdn.example.com/b.jpg?w=2',
          'http://old.example.org:8080/c.png',
          'javascript:alert(1)',
          'data:image/png;base64,AAAA',
          'not a url',
          undefined,
        ],
        true,
      ),
    ).toEqual(['http://old.example.org:8080', 'https://cdn.example.com']);
  });

  it('leaves loopback media out only when the build mirrors them to /_media/', () => {
    const urls = ['http://127.0.0.1:4500/media/1.jpg', 'http://localhost:4500/media/2.jpg'];
    expect(mediaOrigins(urls, true)).toEqual([]);
    expect(mediaOrigins(urls, false)).toEqual(['http://127.0.0.1:4500', 'http://localhost:4500']);
  });
});

describe('placeholderCss', () => {
  const branch = (id: number, name: string) => ({ branch_ID: id, parent_ID: null, branchname: name });

  it('gives each branch ID one rule with the colours placeholderFor computes, and one for none', () => {
    const css = placeholderCss([branch(7, 'Brückenbau'), branch(7, 'Bridges'), branch(9, 'Hochbau')]);
    const rules = css.match(/\.ph-[a-z0-9]+\{/g);
    expect(rules).toEqual(['.ph-none{', '.ph-7{', '.ph-9{']);
    const seven = placeholderFor(branch(7, 'Bridges'));
    expect(css).toContain(
      `.ph-7{--ph-bg:${seven.light.bg};--ph-fg:${seven.light.fg};--ph-bg-dark:${seven.dark.bg};--ph-fg-dark:${seven.dark.fg}}`,
    );
  });

  it('names the class a card uses for its branch, or for none', () => {
    expect(placeholderClass(branch(7, 'x'))).toBe('ph-7');
    expect(placeholderClass(undefined)).toBe('ph-none');
  });
});
