import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../../src/lib/sanitizeHtml.ts';

describe('sanitizeDescription', () => {
  it('keeps text markup, lists and http(s)/mailto links', () => {
    const html =
      '<p>Neubau <strong>Grundschule</strong></p><ul><li>BIM</li></ul><a href="https://example.com/a">x</a><a href="mailto:info@example.com">m</a>';
    const clean = sanitizeDescription(html);
    expect(clean).toContain('<strong>Grundschule</strong>');
    expect(clean).toContain('<ul><li>BIM</li></ul>');
    expect(clean).toContain('href="https://example.com/a"');
    expect(clean).toContain('href="mailto:info@example.com"');
    expect(clean).toContain('rel="noopener nofollow"');
  });

  it('drops scripts with their code, event handlers, javascript: URLs, iframes and styles', () => {
    const html = [
      '<p onclick="steal()">Text</p>',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<a href="javascript:alert(3)">klick</a>',
      '<a href="JaVaScRiPt:alert(4)">k2</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>',
    ].join('');
    const clean = sanitizeDescription(html);
    expect(clean).not.toMatch(/<script|<iframe|<style|<img|onerror|onclick|javascript:|data:/i);
    expect(clean).not.toContain('alert(1)');
    expect(clean).not.toContain('display:none');
    expect(clean).toContain('<p>Text</p>');
    expect(clean).toContain('klick');
  });

  it('turns a link with a forbidden target into plain text, not a dead link', () => {
    const clean = sanitizeDescription('<p><a href="javascript:alert(1)">Projektblatt</a> <a>leer</a></p>');
    expect(clean).toBe('<p><span>Projektblatt</span> <span>leer</span></p>');
  });

  it('demotes h1 so the page keeps a single top-level heading', () => {
    expect(sanitizeDescription('<h1>Titel</h1>')).toBe('<h2>Titel</h2>');
  });
});
