/**
 * The WebMCP tools' code, loaded on an assistant's first call (register.ts imports it
 * dynamically): arguments are parsed with the gateway's own zod definitions (same defaults, same
 * rejections), then answered from the published data. Errors come back as an isError result with
 * the reason, as an MCP tool error would.
 */
import type { Lang } from '../catalog/lang.ts';
import { branchesMarkdown, companyMarkdown, groupsMarkdown, referenceMarkdown } from '../gateway/markdown.ts';
import { TOOLS, type ToolParsedArgs } from '../gateway/schemas.ts';
import { matchReferences } from './matchTool.ts';
import { mapMediaUrls } from './mediaLinks.ts';
import { type ToolOutput, toolOutput } from './output.ts';
import { listReferences, searchReferences } from './referenceTools.ts';
import type { SiteToolName } from './siteTools.ts';
import { type Sources, sourcesOf } from './sources.ts';

type Handlers = {
  [K in SiteToolName]: (s: Sources, a: ToolParsedArgs<K>) => Promise<ToolOutput> | ToolOutput;
};

const HANDLERS: Handlers = {
  search_references: searchReferences,
  list_references: listReferences,
  match_references: matchReferences,
  async get_reference(s, a) {
    if (!s.byId.has(a.reference_ID))
      throw new Error(`Reference ${a.reference_ID} is not published on this site`);
    const detail = await s.detail(a.reference_ID);
    // Links are this page's origin (the file carries the site's configured URL).
    const page = s.url(s.byId.get(a.reference_ID)?.path ?? '/');
    const local = { ...mapMediaUrls(detail, s.url), uri: page, detail_url: page };
    return toolOutput(s, referenceMarkdown(local), local, [
      { reference_ID: a.reference_ID, title: local.title },
    ]);
  },
  list_branches(s, a) {
    if (a.parent_ID !== undefined && !s.data.branches.some((b) => b.branch_ID === a.parent_ID))
      throw new Error(`Unknown branch_ID ${a.parent_ID}`);
    const branches = s.data.branches.filter((b) => b.parent_ID === (a.parent_ID ?? null));
    return toolOutput(s, branchesMarkdown(a.lang, branches), { parent_ID: a.parent_ID ?? null, branches });
  },
  list_referencegroups(s, a) {
    return toolOutput(s, groupsMarkdown(a.lang, s.data.groups), { groups: s.data.groups });
  },
  get_company_profile(s) {
    const p = s.data.company;
    if (!p) throw new Error('This site publishes no company profile');
    return toolOutput(s, companyMarkdown(p), p);
  },
};

const failure = (message: string): ToolOutput => ({
  content: [{ type: 'text', text: message }],
  structuredContent: { error: message },
  isError: true,
});

/** Runs a tool with the gateway's arguments (lang defaults to de there and here). */
export async function callTool(name: SiteToolName, input: unknown): Promise<ToolOutput> {
  const parsed = TOOLS[name].input.safeParse(input ?? {});
  if (!parsed.success)
    return failure(
      `Invalid arguments for ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`).join('; ')}`,
    );
  try {
    const args = parsed.data as { lang: Lang };
    const handler = HANDLERS[name] as (s: Sources, a: unknown) => Promise<ToolOutput> | ToolOutput;
    return await handler(await sourcesOf(args.lang), args);
  } catch (err) {
    return failure(err instanceof Error ? err.message : String(err));
  }
}
