/**
 * Test hook beyond the spec: a catalog whose editors (or an attacker with an editor's login) typed
 * markup into every text. `hostileText` appends HOSTILE_TEXT to every human-readable text of the
 * data set (titles, subtitles, places, client, branch and group names, property labels, client
 * statements, image captions, rich-text descriptions, filter labels) and turns every third link
 * field into a `javascript:` URL, and starts every third title like a spreadsheet formula, after every other step of the generation, so the REST API and
 * the gateway serve the same hostile data. Keys, slugs, IDs, dates, file names and the URL bases the
 * service builds links from stay as they are: an editor cannot type into those.
 */
import type { Dataset } from './model.ts';

/** One string of everything a text field should never do in any output format. */
export const HOSTILE_TEXT =
  ' <script>alert("script")</script><img src=x onerror="alert(\'img\')"><svg onload="alert(\'svg\')">' +
  "<a href=\"javascript:alert('link')\">x</a> ]]> <!-- {{7*7}} ${7*7} [x](javascript:alert('md'))";

/** A title start that a spreadsheet would run as a formula (CSV/XLSX injection): every third reference's. */
export const FORMULA_TITLE = '=HYPERLINK("https://attacker.example/","Details") ';

/** What an editor's link field holds instead of a web address. */
export const HOSTILE_URL = "javascript:alert('url')";

/** Fields an editor types text into, wherever they occur in the data set. */
const TEXT_KEYS = new Set([
  'companyname',
  'name',
  'projecttitle',
  'subtitle',
  'description',
  'displayedlocation',
  'location',
  'city',
  'region',
  'country',
  'title',
  'display_text',
  'statement',
  'displayedname',
  'label',
  'productname',
  'teaser',
  'contracttype',
  'clientname',
  'mainbranch',
  'jobtitle',
  'note',
  'partnerroles',
  'tags',
]);
/** Link fields an editor types a web address into. */
const LINK_KEYS = new Set(['website', 'detailpagelink', 'URL', 'medialink']);
/** Parts of the data set that are no editor's text: generated images, credentials, seed facts. */
const SKIPPED = new Set(['recipe', 'meta', 'users', 'apiKeys', 'mcpTokens', 'seolabel']);

/** The data set with hostile text in every text field and `javascript:` in every third link (in place). */
export function hostileText(data: Dataset): Dataset {
  let links = 0;
  const text = (value: unknown): unknown => {
    if (typeof value === 'string') return value === '' ? value : value + HOSTILE_TEXT;
    if (Array.isArray(value)) return value.map(text);
    // Texts kept per language ({ de, en }) or per ID (partner roles).
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, text(v)]));
    return value;
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(record)) {
      if (SKIPPED.has(key)) continue;
      if (TEXT_KEYS.has(key) && isText(field)) record[key] = text(field);
      else if (LINK_KEYS.has(key) && typeof field === 'string' && field !== '') {
        if (links++ % 3 === 0) record[key] = HOSTILE_URL;
      } else walk(field);
    }
  };
  walk(data);
  data.references.forEach((ref, i) => {
    if (i % 3 !== 0) return;
    for (const texts of [...Object.values(ref.texts), ...Object.values(ref.draftTexts)])
      if (texts) texts.projecttitle = FORMULA_TITLE + texts.projecttitle;
  });
  return data;
}

/** A text, a list of texts, or texts keyed by language or ID; not a record of other fields. */
function isText(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string');
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    Object.values(value as object).every((item) => typeof item === 'string')
  );
}
