/**
 * Everything a company changes to make the site its own, in one place: brand (logo, colours,
 * fonts), listing sizes and the image budget. Values marked "env" can be overridden at build time
 * without touching code (CI, a bigger catalog, a faster machine).
 *
 * Environment values are read and validated by src/settings.ts (a bad value stops the build) on
 * the first call of siteConfig(), never on import (astro.config.mjs, tests and scripts import it).
 *
 * Colours become CSS custom properties (see src/styles/theme.ts); pick pairs that keep WCAG AA
 * contrast (4.5:1 for text) against `surface` in both schemes.
 */
import type { Lang } from './catalog/lang.ts';
import { type SiteSettings, siteSettings } from './settings.ts';

export type ImageFormat = 'avif' | 'webp';

export type ThemeColors = {
  /** Page background. */
  surface: string;
  /** Cards, header, raised areas. */
  raised: string;
  /** Body text. */
  text: string;
  /** Secondary text (meta lines); must still reach 4.5:1 on surface and raised. */
  muted: string;
  /** Links, buttons, focus ring. */
  accent: string;
  /** Text on an accent background. */
  onAccent: string;
  /** Hairlines and borders. */
  border: string;
  /** The verified (client-confirmed) badge. */
  verified: string;
};

/** A legal text per language: a URL on the company's website, or null for this site's own page. */
export type LegalLinks = Record<Lang, string | null>;
const OWN_PAGES: LegalLinks = { de: null, en: null };

function configOf(env: SiteSettings) {
  return {
    /** Public origin of the site: canonical URLs, sitemap, OpenGraph (env SITE_URL). */
    site: env.SITE_URL,
    /**
     * False for a preview (env SITE_ENV=preview: branches, staging hosts, the demo data on a public
     * URL): every page says noindex and robots.txt disallows everything. Production: true.
     */
    indexable: env.SITE_ENV === 'production',
    /**
     * The imprint (Impressum, § 5 DDG) and the privacy notice (GDPR Art. 13), linked in every page's
     * footer. Per language a URL on the company's website (env SITE_IMPRINT_URL, SITE_PRIVACY_URL:
     * one URL or `de=…,en=…`), or null: this site's page, written in Markdown at
     * src/legal/<lang>/<imprint|privacy>.md (docs/going-live.md).
     */
    legal: {
      imprint: env.SITE_IMPRINT_URL ?? OWN_PAGES,
      privacy: env.SITE_PRIVACY_URL ?? OWN_PAGES,
    } satisfies Record<string, LegalLinks>,
    /**
     * The company's own analytics, off by default: a script (env SITE_ANALYTICS_SCRIPT, an https
     * URL) loaded on every page, and the origins it reports to (env SITE_ANALYTICS_ORIGINS; default
     * the script's origin). The CSP allows that one script URL and those origins, nothing else
     * (components/layout/Analytics.astro).
     */
    analytics: env.SITE_ANALYTICS_SCRIPT
      ? {
          script: env.SITE_ANALYTICS_SCRIPT,
          reportsTo: env.SITE_ANALYTICS_ORIGINS ?? [new URL(env.SITE_ANALYTICS_SCRIPT).origin],
        }
      : null,
    /**
     * Astro's cacheDir (content store, processed images, the image-size cache). Keep it between
     * builds (CI cache) to make rebuilds cheap; env SITE_CACHE_DIR moves it, e.g. for parallel builds.
     */
    cacheDir: env.SITE_CACHE_DIR,
    brand: {
      /**
       * Shown in the header instead of the company name when set: a file in public/ (e.g.
       * '/logo.svg') with its intrinsic size. The company name from the catalog stays the alt text.
       */
      logo: null as null | { src: string; width: number; height: number },
      /** System fonts only: no font download, no layout shift, no third-party request. */
      fontBody: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      fontHeading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      colors: {
        light: {
          surface: '#f6f7f9',
          raised: '#ffffff',
          text: '#1b1f24',
          muted: '#4f5863',
          accent: '#0b5394',
          onAccent: '#ffffff',
          border: '#d5dae0',
          verified: '#1d6b3a',
        } satisfies ThemeColors,
        dark: {
          surface: '#14171b',
          raised: '#1d2127',
          text: '#e8ebef',
          muted: '#a9b2bd',
          accent: '#7cb8f2',
          onAccent: '#0d1b2a',
          border: '#343a42',
          verified: '#6fd396',
        } satisfies ThemeColors,
      },
    },
    listing: {
      /** References per list page (env SITE_PAGE_SIZE). */
      pageSize: env.SITE_PAGE_SIZE,
      /** Featured references on the home page. */
      featuredCount: 6,
      /** Latest references on the home page. */
      latestCount: 6,
      /**
       * References per branch or group page (env SITE_BRANCH_PAGE_SIZE). Large on purpose: a branch
       * is read as a whole; only big catalogs page it.
       */
      branchPageSize: env.SITE_BRANCH_PAGE_SIZE,
    },
    /**
     * The image budget. Each processed image is encoded once per width and format, so widths are
     * few on purpose (2 cores: a 1200 px WebP ~0.1–0.2 s, AVIF at effort 2 ~0.2–0.4 s). With the
     * defaults a reference costs ~19 encodes, ~1.7 s of CPU, on the first build and nothing
     * afterwards (cacheDir). Work is bounded for big catalogs by `processLimit`.
     */
    images: {
      /**
       * References whose images are processed, most recent projects first (env
       * SITE_IMAGE_PROCESS_LIMIT; 0 = none). The others show the catalog's delivered files as they
       * are (spec §2.4: CDN-hosted thumbnails and files), so a 10,000-reference catalog costs no
       * more encoding than this many references. 100 covers the first four list pages, the home
       * page and the newest detail pages, and keeps a cold build's encoding near 1.5 minutes on 2
       * cores (250 took 4.5 minutes and was most of a 10,000-reference cold build).
       */
      processLimit: env.SITE_IMAGE_PROCESS_LIMIT,
      /** In-page formats, best first; the last is the <img> fallback (env SITE_IMAGE_FORMATS). */
      formats: env.SITE_IMAGE_FORMATS,
      /**
       * The lightbox's full view loads only when a visitor opens it: WebP alone saves the costliest
       * encode (a full-size AVIF) per gallery image (env SITE_LIGHTBOX_FORMATS, e.g. "avif,webp").
       */
      lightboxFormats: env.SITE_LIGHTBOX_FORMATS,
      /**
       * Gallery thumbnails are below the fold and lazy, and they are most of a reference's encodes
       * (up to galleryLimit × cardWidths): WebP alone there cuts a cold build's encoding time by
       * about half, while the stage and card images (the LCP candidates) keep AVIF (env
       * SITE_GALLERY_FORMATS, e.g. "avif,webp").
       */
      galleryFormats: env.SITE_GALLERY_FORMATS,
      /** Gallery images per reference that are shown (env SITE_GALLERY_LIMIT). */
      galleryLimit: env.SITE_GALLERY_LIMIT,
      /** Card and gallery thumbnails, 3:2 (env SITE_CARD_WIDTHS). */
      cardWidths: env.SITE_CARD_WIDTHS,
      /** The detail page's stage image, 2:1 (env SITE_STAGE_WIDTHS). */
      stageWidths: env.SITE_STAGE_WIDTHS,
      /** The lightbox's full view, original aspect ratio (env SITE_LIGHTBOX_WIDTHS). */
      lightboxWidths: env.SITE_LIGHTBOX_WIDTHS,
      /** OpenGraph/Twitter share image (JPEG, the format every crawler reads). */
      share: { width: 1200, height: 630 },
      /** Partner logos, fitted into this box. */
      logoWidth: 240,
      /** AVIF encoder effort 0–9 (env SITE_AVIF_EFFORT); sharp's default 4 is ~8× slower than 2. */
      avifEffort: env.SITE_AVIF_EFFORT,
      quality: { avif: 55, webp: 75, jpeg: 78 },
    },
    media: {
      /**
       * Copy media linked from a loopback API host (the embedded simulator) into dist/_media/, so a
       * demo build has no links to 127.0.0.1. A real catalog's CDN files are linked, never copied.
       * Benchmarks turn it off (env SITE_MIRROR_LOOPBACK_MEDIA=0): at 10,000 references it would
       * copy ~75,000 unprocessed simulator images, a cost no real deployment has.
       */
      mirrorLoopback: env.SITE_MIRROR_LOOPBACK_MEDIA,
    },
  } as const;
}

export type SiteConfig = ReturnType<typeof configOf>;

let config: SiteConfig | undefined;

/** The site's configuration, built from the environment on the first call. */
export const siteConfig = (): SiteConfig => (config ??= configOf(siteSettings()));
