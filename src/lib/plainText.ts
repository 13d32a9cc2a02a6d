/**
 * Plain text from sanitized description HTML (src/lib/sanitizeHtml.ts), at most `maxLength`
 * characters, cut at a word: for meta descriptions, JSON-LD and the feeds' summaries.
 */
export function plainText(html: string, maxLength = 300): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  const shortened = (space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/u, '');
  return `${shortened}…`;
}
