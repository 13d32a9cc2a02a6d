/**
 * The search forms as WebMCP declarative tools. The attributes (toolname, tooldescription,
 * toolparamdescription, toolautosubmit) are not HTML yet, so the W3C checker rejects them in
 * markup: the forms carry them as data attributes and the registration script (register.ts) sets
 * the real ones where the browser offers WebMCP. A search is a safe GET: the tool submits itself.
 */
const QUERY_HELP =
  'Search words in German or English; "quoted phrases", +must, -not, OR and wildcards* work as in search_references.';

export const DECLARATIVE_TOOLS = {
  header: {
    toolname: 'search_site',
    tooldescription:
      "Opens the site's search page with the references matching the words (every page's header search).",
  },
  searchPage: {
    toolname: 'search_page',
    tooldescription: 'Searches the references on this search page and shows the matches with their facets.',
  },
} as const;

/** Data attributes of a search form and of its query field. */
export function declarativeForm(kind: keyof typeof DECLARATIVE_TOOLS) {
  const tool = DECLARATIVE_TOOLS[kind];
  return {
    form: { 'data-toolname': tool.toolname, 'data-tooldescription': tool.tooldescription },
    query: { 'data-toolparamdescription': QUERY_HELP },
  };
}
