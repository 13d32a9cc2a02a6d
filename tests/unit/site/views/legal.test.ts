/**
 * Where the footer's imprint and privacy links lead, which legal pages the site builds itself, and
 * the build's warning while it would publish the repository's placeholder texts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Legal, legalHref, legalWarning, ownLegalPages } from '../../../../src/site/views/legal.ts';

const OWN = { de: null, en: null };
const REPO = join(import.meta.dirname, '../../../..');

describe('legal links', () => {
  it('lead to the company’s URL where one is set, else to this site’s page, per language', () => {
    const legal: Legal = { imprint: { de: 'https://example.com/impressum', en: null }, privacy: OWN };
    expect(legalHref(legal, 'imprint', 'de')).toBe('https://example.com/impressum');
    expect(legalHref(legal, 'imprint', 'en')).toBe('/en/legal-notice/');
    expect(legalHref(legal, 'privacy', 'de')).toBe('/de/datenschutz/');
    expect(legalHref(legal, 'privacy', 'en')).toBe('/en/privacy/');
    // No page of its own where the company's URL is linked (it would be an orphan placeholder).
    expect(ownLegalPages(legal, 'de')).toEqual(['privacy']);
    expect(ownLegalPages(legal, 'en')).toEqual(['imprint', 'privacy']);
  });
});

describe('the placeholder warning', () => {
  let root: string;
  const write = async (path: string, text: string) => {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'legal-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('names both settings while the repository’s own texts (placeholders) are linked', () => {
    const line = legalWarning({ imprint: OWN, privacy: OWN }, REPO);
    expect(line).toMatch(/^\[build\] warning: .*placeholder/);
    expect(line).toContain('SITE_IMPRINT_URL');
    expect(line).toContain('SITE_PRIVACY_URL');
    expect(line?.split('\n')).toHaveLength(1);
  });

  it('names only what is still unset, and nothing once the company’s texts are linked', async () => {
    await write('src/legal/de/privacy.md', '---\nplaceholder: true\n---\nPlatzhalter\n');
    await write('src/legal/en/privacy.md', '## Privacy\nOur own text.\n');
    const urls = { de: 'https://example.com/impressum', en: 'https://example.com/imprint' };
    const line = legalWarning({ imprint: urls, privacy: OWN }, root);
    expect(line).toContain('SITE_PRIVACY_URL');
    expect(line).not.toContain('SITE_IMPRINT_URL');
    // The company wrote its German text too (front matter without the placeholder mark).
    await write('src/legal/de/privacy.md', '---\nplaceholder: false\n---\nUnser Text.\n');
    expect(legalWarning({ imprint: urls, privacy: OWN }, root)).toBeUndefined();
    // A page of its own that does not exist is no imprint either.
    expect(legalWarning({ imprint: { ...urls, en: null }, privacy: OWN }, root)).toContain(
      'SITE_IMPRINT_URL',
    );
  });
});
