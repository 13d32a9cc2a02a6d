/**
 * The Content Security Policy as built, on every page of dist/ (no browser): each page carries a
 * strict policy in its <meta> (no 'unsafe-inline' or 'unsafe-eval', nothing but 'self' and hashes for
 * code), every inline <script> and <style> it contains is listed by hash, and no element carries
 * what such a policy blocks (style="" or on… attributes). And dist/_headers sends the security
 * headers a static host can send, within Cloudflare's limits. The browser side: csp.spec.ts.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST, distPages, tags } from './support/dist.ts';
import { headersFor, readHeaders } from './support/headers.ts';

const MAX_REPORTED = 30;

/** The directives of a policy: name → sources. */
function directives(policy: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) found.set(name.toLowerCase(), sources);
  }
  return found;
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline elements' text as the browser hashes it (raw text: no entity decoding inside). */
function inline(html: string, tag: 'script' | 'style'): { attrs: string; text: string }[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => ({
    attrs: m[1] ?? '',
    text: m[2] ?? '',
  }));
}

test('every page carries a strict CSP that lists each of its inline scripts and styles', () => {
  const pages = distPages();
  expect(pages.length).toBeGreaterThan(0);
  const problems: string[] = [];
  const hashCounts = new Set<number>();
  for (const page of pages) {
    const where = relative(DIST, page.file);
    const metas = tags(page.html, 'meta').filter(
      (m) => m['http-equiv']?.toLowerCase() === 'content-security-policy',
    );
    if (metas.length !== 1) {
      problems.push(`${where}: ${metas.length} CSP <meta> elements, expected 1`);
      continue;
    }
    const policy = directives(metas[0]?.content ?? '');
    const need: [string, string][] = [
      ['default-src', "'self'"],
      ['object-src', "'none'"],
      ['base-uri', "'self'"],
      ['form-action', "'self'"],
    ];
    for (const [name, source] of need) {
      if (!policy.get(name)?.includes(source)) problems.push(`${where}: ${name} is not ${source}`);
    }
    for (const name of ['script-src', 'style-src']) {
      const sources = policy.get(name);
      if (!sources) problems.push(`${where}: no ${name}`);
      // Only 'self' and hashes: no keyword that reopens inline code, no host, no scheme.
      const loose = (sources ?? []).filter(
        (s) => s !== "'self'" && !/^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(s),
      );
      if (loose.length > 0) problems.push(`${where}: ${name} allows ${loose.join(' ')}`);
    }
    const scriptSrc = policy.get('script-src') ?? [];
    const styleSrc = policy.get('style-src') ?? [];
    hashCounts.add(scriptSrc.length + styleSrc.length - 2);
    for (const { attrs, text } of inline(page.html, 'script')) {
      // JSON-LD and JSON (the WebMCP tool listings) are data blocks the browser never runs; external
      // scripts are covered by 'self'.
      if (/\bsrc\s*=/i.test(attrs) || /type\s*=\s*"?application\/(ld\+)?json/i.test(attrs)) continue;
      if (!scriptSrc.includes(hashOf(text)))
        problems.push(`${where}: inline script not in script-src: ${text.slice(0, 80)}`);
    }
    for (const { text } of inline(page.html, 'style')) {
      if (!styleSrc.includes(hashOf(text)))
        problems.push(`${where}: inline style not in style-src: ${text.slice(0, 80)}`);
    }
    for (const attr of page.html.matchAll(
      /<[a-z][^>]*?\s(style|on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi,
    )) {
      problems.push(`${where}: ${attr[1]}=${(attr[2] ?? '').slice(0, 60)} (blocked by the CSP)`);
    }
  }
  test.info().annotations.push({ type: 'hashes per page', description: [...hashCounts].sort().join(', ') });
  expect(problems.slice(0, MAX_REPORTED), `${problems.length} problems in ${pages.length} pages`).toEqual([]);
});

test('dist/_headers sends the security headers to every path, within the hosts’ limits', () => {
  const rules = readHeaders();
  // Cloudflare Pages: at most 100 rules and 2,000 characters per line.
  expect(rules.length).toBeLessThanOrEqual(100);
  for (const line of rules.flatMap((rule) => rule.lines)) expect(line.length).toBeLessThanOrEqual(2000);
  for (const path of ['/', '/de/', '/en/references/', '/_astro/x.js', '/404.html']) {
    const headers = headersFor(rules, path);
    const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
    expect(Number(hsts?.[1] ?? 0), `${path}: HSTS of at least 180 days`).toBeGreaterThanOrEqual(180 * 86_400);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toMatch(
      /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
    );
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\)/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    // The header adds to the page's <meta> policy; a script-src or style-src here would need the hashes.
    expect(
      [...csp.keys()].filter((name) => /^(default|script|style)-src/.test(name)),
      path,
    ).toEqual([]);
  }
});
