import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  branchPath,
  groupIndexPath,
  groupPath,
  homePath,
  langOfPath,
  referenceListPath,
  referencePath,
  searchPath,
} from '../../../src/i18n/routes.ts';

describe('route builders', () => {
  it('build the fixed URL contract of both language trees', () => {
    expect(homePath('de')).toBe('/de/');
    expect(referenceListPath('de')).toBe('/de/referenzen/');
    expect(referenceListPath('en')).toBe('/en/references/');
    expect(referencePath('de', 'neubau-grundschule')).toBe('/de/referenzen/neubau-grundschule/');
    expect(branchPath('en', 'bridges')).toBe('/en/industries/bridges/');
    expect(branchPath('de', 'bruecken')).toBe('/de/branchen/bruecken/');
    expect(groupIndexPath('de')).toBe('/de/gruppen/');
    expect(searchPath('de')).toBe('/de/suche/');
    expect(searchPath('en')).toBe('/en/search/');
  });

  it('puts page 1 at the list root and later pages under the localized page segment', () => {
    expect(referenceListPath('de', 1)).toBe('/de/referenzen/');
    expect(referenceListPath('de', 2)).toBe('/de/referenzen/seite/2/');
    expect(referenceListPath('en', 3)).toBe('/en/references/page/3/');
  });

  it('pages long branches and groups under the same localized page segment', () => {
    expect(branchPath('de', 'hochbau', 1)).toBe('/de/branchen/hochbau/');
    expect(branchPath('de', 'hochbau', 2)).toBe('/de/branchen/hochbau/seite/2/');
    expect(groupPath('en', 'public-clients', 3)).toBe('/en/groups/public-clients/page/3/');
  });

  it('encodes segments so an odd slug cannot break out of its path', () => {
    expect(referencePath('de', 'a/b?c')).toBe('/de/referenzen/a%2Fb%3Fc/');
  });

  it('makes absolute URLs on the configured site and tells the tree of a path', () => {
    expect(absoluteUrl('/en/', 'https://example.com')).toBe('https://example.com/en/');
    expect(langOfPath('/en/references/x/')).toBe('en');
    expect(langOfPath('/sitemap-index.xml')).toBeUndefined();
  });
});
