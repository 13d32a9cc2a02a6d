import { describe, expect, it, vi } from 'vitest';
import {
  readBuildHandoff,
  readCatalogSettings,
  readGatewaySettings,
  readSiteSettings,
} from '../../../src/settings.ts';

const CATALOG = { CATALOG_API_URL: 'http://127.0.0.1:9/api/v1', CATALOG_API_KEY: 'secret-key-123' };

describe('settings: one schema, one rule', () => {
  it('uses the documented defaults when a variable is unset or empty', () => {
    const site = readSiteSettings({ SITE_PAGE_SIZE: '  ' });
    expect(site.SITE_PAGE_SIZE).toBe(24);
    expect(site.SITE_IMAGE_FORMATS).toEqual(['avif', 'webp']);
    expect(site.SITE_MIRROR_LOOPBACK_MEDIA).toBe(true);
  });

  it('reads set values, lists included, normalised', () => {
    const site = readSiteSettings({
      SITE_PAGE_SIZE: '12',
      SITE_IMAGE_FORMATS: 'WEBP, avif',
      SITE_CARD_WIDTHS: '800,400,400',
      SITE_MIRROR_LOOPBACK_MEDIA: 'no',
      SITE_IMAGE_PROCESS_LIMIT: '0',
    });
    expect(site).toMatchObject({
      SITE_PAGE_SIZE: 12,
      SITE_IMAGE_FORMATS: ['webp', 'avif'],
      SITE_CARD_WIDTHS: [400, 800],
      SITE_MIRROR_LOOPBACK_MEDIA: false,
      SITE_IMAGE_PROCESS_LIMIT: 0,
    });
  });

  it.each([
    ['SITE_PAGE_SIZE', 'twelve', 'SITE_PAGE_SIZE must be a whole number ≥ 1, got "twelve"'],
    ['SITE_PAGE_SIZE', '0', 'SITE_PAGE_SIZE must be a whole number ≥ 1, got "0"'],
    ['SITE_AVIF_EFFORT', '12', 'SITE_AVIF_EFFORT must be a whole number 0–9, got "12"'],
    [
      'SITE_IMAGE_FORMATS',
      'jpeg',
      'SITE_IMAGE_FORMATS must be a comma-separated list of avif, webp, got "jpeg"',
    ],
    ['SITE_CARD_WIDTHS', '400,wide', 'SITE_CARD_WIDTHS must be comma-separated pixel widths, got "400,wide"'],
    ['SITE_MIRROR_LOOPBACK_MEDIA', 'maybe', 'SITE_MIRROR_LOOPBACK_MEDIA must be 1/0, true/false or yes/no'],
    ['SITE_URL', 'references.example.com', 'SITE_URL must be an http(s) URL'],
    ['SITE_ENV', 'staging', 'SITE_ENV must be production or preview, got "staging"'],
    [
      'SITE_IMPRINT_URL',
      'www.example.com/impressum',
      'SITE_IMPRINT_URL must be an http(s) URL, or one per language',
    ],
    // A language left out (or one the site does not have) would silently link something else.
    [
      'SITE_PRIVACY_URL',
      'de=https://example.com/datenschutz',
      'SITE_PRIVACY_URL must be an http(s) URL, or one',
    ],
    [
      'SITE_PRIVACY_URL',
      'de=https://e.com/d,en=https://e.com/p,fr=https://e.com/f',
      'SITE_PRIVACY_URL must be',
    ],
    ['SITE_ANALYTICS_SCRIPT', 'http://stats.example.com/s.js', 'SITE_ANALYTICS_SCRIPT must be an https URL'],
  ])('a bad %s is an error naming it (%s), never a silent default', (name, value, message) => {
    expect(() => readSiteSettings({ [name]: value })).toThrow(message);
  });

  it('reads the legal links as one URL for every language or one per language', () => {
    expect(
      readSiteSettings({ SITE_IMPRINT_URL: 'https://example.com/impressum?lang=x' }).SITE_IMPRINT_URL,
    ).toEqual({
      de: 'https://example.com/impressum?lang=x',
      en: 'https://example.com/impressum?lang=x',
    });
    expect(
      readSiteSettings({
        SITE_PRIVACY_URL: 'en=https://example.com/privacy, de=https://example.com/datenschutz',
      }).SITE_PRIVACY_URL,
    ).toEqual({ de: 'https://example.com/datenschutz', en: 'https://example.com/privacy' });
    const unset = readSiteSettings({});
    expect([unset.SITE_ENV, unset.SITE_IMPRINT_URL, unset.SITE_ANALYTICS_SCRIPT]).toEqual([
      'production',
      undefined,
      undefined,
    ]);
  });

  it('takes analytics origins only with a script, as bare https origins', () => {
    const script = 'https://stats.example.com/js/script.js';
    expect(
      readSiteSettings({
        SITE_ANALYTICS_SCRIPT: script,
        SITE_ANALYTICS_ORIGINS: 'https://stats.example.com, https://collect.example.com:8443/',
      }).SITE_ANALYTICS_ORIGINS,
    ).toEqual(['https://stats.example.com', 'https://collect.example.com:8443']);
    expect(() => readSiteSettings({ SITE_ANALYTICS_ORIGINS: 'https://stats.example.com' })).toThrow(
      'SITE_ANALYTICS_ORIGINS is set without SITE_ANALYTICS_SCRIPT',
    );
    // A path would not be an origin: the CSP would allow less (or other) than the setting says.
    expect(() =>
      readSiteSettings({
        SITE_ANALYTICS_SCRIPT: script,
        SITE_ANALYTICS_ORIGINS: 'https://stats.example.com/api',
      }),
    ).toThrow('SITE_ANALYTICS_ORIGINS must be a comma-separated list of https origins');
  });

  it("takes the home page's time zone as an IANA name, Berlin unless set", () => {
    expect(readSiteSettings({}).SITE_TIME_ZONE).toBe('Europe/Berlin');
    expect(readSiteSettings({ SITE_TIME_ZONE: 'Europe/Vienna' }).SITE_TIME_ZONE).toBe('Europe/Vienna');
    expect(() => readSiteSettings({ SITE_TIME_ZONE: 'Berlin' })).toThrow(
      'SITE_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "Berlin"',
    );
  });

  it("reads the build's clock and the data's time, refusing what is not one", () => {
    expect(readBuildHandoff({})).toEqual({});
    expect(readBuildHandoff({ SOURCE_DATE_EPOCH: '1796544000' }).SOURCE_DATE_EPOCH).toBe(1796544000);
    expect(() => readBuildHandoff({ SOURCE_DATE_EPOCH: 'yesterday' })).toThrow(
      /SOURCE_DATE_EPOCH must be a whole number/,
    );
    expect(() => readBuildHandoff({ BUILD_DATA_AS_OF: '6.12.2026' })).toThrow(
      'BUILD_DATA_AS_OF must be an ISO date and time, got "6.12.2026"',
    );
  });

  it('reports every bad variable at once', () => {
    expect(() => readSiteSettings({ SITE_PAGE_SIZE: 'x', SITE_GALLERY_LIMIT: '-1' })).toThrow(
      /SITE_PAGE_SIZE must be .*; SITE_GALLERY_LIMIT must be/,
    );
  });

  it('needs the catalog URL and key together, and never quotes the key', () => {
    expect(() => readCatalogSettings({})).toThrow(/CATALOG_API_URL and CATALOG_API_KEY must be set/);
    expect(() => readCatalogSettings({ ...CATALOG, CATALOG_API_URL: 'http://127.0.0.1:9/v2' })).toThrow(
      'CATALOG_API_URL must be an http(s) URL ending in /api/v1, got "http://127.0.0.1:9/v2"',
    );
    expect(readCatalogSettings({ ...CATALOG, CATALOG_CONCURRENCY: '3' }).CATALOG_CONCURRENCY).toBe(3);
    expect(() => readCatalogSettings({ ...CATALOG, CATALOG_RETRIES: 'many' })).toThrow(
      'CATALOG_RETRIES must be a whole number ≥ 0, got "many"',
    );
  });

  it('takes the gateway as both variables or neither, without ever printing the token', () => {
    expect(readGatewaySettings({})).toBeUndefined();
    expect(
      readGatewaySettings({
        ASSISTANT_GATEWAY_URL: 'http://127.0.0.1:9/mcp/v1',
        ASSISTANT_GATEWAY_TOKEN: 't',
      }),
    ).toEqual({ url: 'http://127.0.0.1:9/mcp/v1', token: 't' });
    expect(() => readGatewaySettings({ ASSISTANT_GATEWAY_TOKEN: 'tok-secret' })).toThrow(
      /ASSISTANT_GATEWAY_URL is not set/,
    );
    try {
      readGatewaySettings({ ASSISTANT_GATEWAY_URL: 'http://127.0.0.1:9/mcp/v1' });
    } catch (error) {
      expect(String(error)).toMatch(/ASSISTANT_GATEWAY_TOKEN is not set/);
    }
    expect(() =>
      readGatewaySettings({ ASSISTANT_GATEWAY_URL: 'ftp://x/mcp/v1', ASSISTANT_GATEWAY_TOKEN: 'tok-secret' }),
    ).toThrow(/ASSISTANT_GATEWAY_URL must be an http\(s\) URL ending in \/mcp\/v1/);
  });

  it('gives unset catalog guards their defaults, so no caller has to', () => {
    const catalog = readCatalogSettings(CATALOG);
    expect(catalog).toMatchObject({
      CATALOG_RETRIES: 10,
      CATALOG_MAX_SHRINK: 0.2,
      CATALOG_ALLOW_SHRINK: false,
    });
    expect(catalog.CATALOG_TIMEOUT_MS).toBeUndefined();
  });

  it('site.config: analytics report to the script’s origin unless told otherwise; previews are not indexable', async () => {
    vi.stubEnv('SITE_ANALYTICS_SCRIPT', 'https://stats.example.com/js/script.js');
    vi.stubEnv('SITE_ENV', 'preview');
    vi.resetModules();
    try {
      const { siteConfig } = await import('../../../src/site.config.ts');
      expect(siteConfig().analytics).toEqual({
        script: 'https://stats.example.com/js/script.js',
        reportsTo: ['https://stats.example.com'],
      });
      expect(siteConfig().indexable).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('site.config reads the environment on first use, not on import', async () => {
    vi.stubEnv('SITE_PAGE_SIZE', 'twelve');
    vi.resetModules();
    try {
      const { siteConfig } = await import('../../../src/site.config.ts');
      expect(() => siteConfig()).toThrow('SITE_PAGE_SIZE must be a whole number ≥ 1, got "twelve"');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
