/**
 * The registration script every page loads: when the browser offers WebMCP
 * (document.modelContext, or navigator.modelContext as the draft names it), it registers the
 * gateway's read tools with the schemas the page carries (AgentTools.astro). Nothing else runs
 * for a visitor: the tools' code and data load on an assistant's first call.
 */
type ToolListing = { name: string; description: string; inputSchema: object };
type ModelContext = {
  registerTool(tool: ToolListing & { execute: (input: unknown) => Promise<unknown> }): unknown;
};

const context =
  (document as { modelContext?: ModelContext }).modelContext ??
  (navigator as { modelContext?: ModelContext }).modelContext;
const island = document.getElementById('webmcp-tools');

if (context && island?.textContent) {
  for (const tool of JSON.parse(island.textContent) as ToolListing[]) {
    context.registerTool({
      ...tool,
      execute: async (input) => (await import('./tools.ts')).callTool(tool.name as never, input),
    });
  }
}
