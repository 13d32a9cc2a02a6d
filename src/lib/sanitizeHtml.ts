import sanitize from 'sanitize-html';

/**
 * The allow-list for description HTML from the catalog: text markup, lists, tables and links.
 * Anything executable or embedding (script, style, iframe, object, on* handlers, javascript:/data:
 * URLs) is dropped; script/style contents go with their tags so no code shows up as text either.
 */
const ALLOWED_HREF = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel', 'target'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // The page owns the h1; a description's h1 would break the document outline.
    h1: 'h2',
    // Links leave the site: no opener access, no endorsement of third-party targets. A link whose
    // target is not allowed becomes plain text: transforms run before the scheme filter, which
    // would otherwise leave a dead <a target> without href.
    a: (tagName, attribs) =>
      ALLOWED_HREF.test(attribs.href?.trim() ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener nofollow', target: '_blank' } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Sanitizes catalog description HTML once, in the loader, so every page renders the same safe markup. */
export function sanitizeDescription(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
