/**
 * Reads what a built page says about itself in its <head>: canonical URL, hreflang alternates,
 * robots noindex. The sitemap is built from these, so it can never disagree with the pages.
 */
export type HeadInfo = {
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
};

const TAG = /<(link|meta)\b[^>]*>/gi;
const ATTR = /([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(ATTR)) {
    const name = (match[1] as string).toLowerCase();
    out[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return out;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function readHead(html: string): HeadInfo {
  const end = html.search(/<\/head>/i);
  const head = end >= 0 ? html.slice(0, end) : html;
  const info: HeadInfo = { alternates: [], noindex: false };
  for (const match of head.matchAll(TAG)) {
    const tag = match[0];
    const attrs = attributes(tag);
    const rel = attrs.rel?.toLowerCase().split(/\s+/) ?? [];
    if (match[1]?.toLowerCase() === 'link' && rel.includes('canonical') && attrs.href)
      info.canonical = attrs.href;
    if (match[1]?.toLowerCase() === 'link' && rel.includes('alternate') && attrs.hreflang && attrs.href) {
      info.alternates.push({ hreflang: attrs.hreflang, href: attrs.href });
    }
    if (attrs.name?.toLowerCase() === 'robots' && /noindex/i.test(attrs.content ?? '')) info.noindex = true;
  }
  return info;
}

/** The URL a file in the output folder is served at (directory format: …/index.html → …/). */
export function urlOfFile(relativePath: string, site: string): string {
  const path = relativePath.split('\\').join('/');
  const url =
    path === 'index.html' ? '' : path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
  return new URL(url, site.endsWith('/') ? site : `${site}/`).href;
}
