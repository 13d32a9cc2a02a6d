/**
 * The search forms as WebMCP declarative tools. The attributes (toolname, tooldescription,
 * toolparamdescription, toolautosubmit) are not HTML yet, so the W3C checker rejects them in
 * markup: the forms carry their tool's name as a data attribute, and the registration script
 * (register.ts) sets the real ones from DECLARATIVE_TOOLS where the browser offers WebMCP (the
 * descriptions ship once in that cached script, not in every page). A search is a safe GET: the
 * tool submits itself.
 */
export const QUERY_HELP =
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
  return { form: { 'data-toolname': DECLARATIVE_TOOLS[kind].toolname }, query: { 'data-toolparam': '' } };
}
