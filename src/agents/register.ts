/**
 * The registration script every page loads: when the browser offers WebMCP
 * (document.modelContext, or navigator.modelContext as the draft names it), it registers the
 * gateway's read tools with their listings (toolListings.ts, built into this script) and turns the search
 * forms into declarative tools (declarative.ts). Nothing else runs for a visitor: the tools' code
 * and data load on an assistant's first call.
 */
import listings from 'virtual:webmcp-tools';
import { DECLARATIVE_TOOLS, QUERY_HELP } from './declarative.ts';

type ToolListing = (typeof listings)[number];
type ModelContext = {
  registerTool(tool: ToolListing & { execute: (input: unknown) => Promise<unknown> }): unknown;
};

const context =
  (document as { modelContext?: ModelContext }).modelContext ??
  (navigator as { modelContext?: ModelContext }).modelContext;

if (context) {
  for (const tool of listings) {
    context.registerTool({
      ...tool,
      execute: async (input) => (await import('./tools.ts')).callTool(tool.name as never, input),
    });
  }
}

if (context) {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-toolname]')) {
    // Annotated while out of the document, in one synchronous step (no frame in between): the
    // browser checks a connected form on every attribute, and a name without a description (or
    // the reverse) is reported as an invalid tool.
    const tool = Object.values(DECLARATIVE_TOOLS).find((t) => t.toolname === form.dataset.toolname);
    if (!tool) continue;
    const place = form.nextSibling;
    const parent = form.parentNode;
    form.remove();
    form.setAttribute('toolname', tool.toolname);
    form.setAttribute('tooldescription', tool.tooldescription);
    form.setAttribute('toolautosubmit', '');
    for (const field of form.querySelectorAll<HTMLElement>('[data-toolparam]'))
      field.setAttribute('toolparamdescription', QUERY_HELP);
    parent?.insertBefore(form, place);
  }
}

type AgentSubmit = SubmitEvent & { agentInvoked?: boolean; respondWith?: (result: Promise<string>) => void };

/** The search page's answer to its form: the count and the cards shown, once the search has run. */
function shownResults(): Promise<string> {
  const region = document.querySelector('[data-search-results]');
  const summary = () =>
    [
      document.querySelector('[data-result-count]')?.textContent?.trim() ?? '',
      ...[...document.querySelectorAll('[data-search-list] article')].map(
        (card) =>
          `- ${card.querySelector('h2, h3')?.textContent?.trim()}: ${card.querySelector('a')?.href ?? ''}`,
      ),
    ].join('\n');
  return new Promise((resolve) => {
    if (region?.getAttribute('aria-busy') !== 'true') return resolve(summary());
    const observer = new MutationObserver(() => {
      if (region.getAttribute('aria-busy') !== 'false') return;
      observer.disconnect();
      resolve(summary());
    });
    observer.observe(region, { attributes: true, attributeFilter: ['aria-busy'] });
  });
}

// A form the page submits in script (the search page) answers the assistant itself; the header's
// form navigates, and the browser reports the new page.
if (context)
  document.addEventListener('submit', (event: AgentSubmit) => {
    if (event.agentInvoked && event.defaultPrevented) event.respondWith?.(shownResults());
  });
