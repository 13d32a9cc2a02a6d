/**
 * The official MCP SDK client (Client + StreamableHTTPClientTransport) against the simulator's
 * gateway: every method, tool, resource, template and prompt, results checked against the shared
 * zod definitions and the data set.
 */
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROMPT_NAMES,
  PROMPTS,
  PROTOCOL_VERSION,
  RESOURCE_TEMPLATES,
  RESOURCES,
  ReferenceDetail,
  TOOL_NAMES,
  TOOLS,
  ToolContent,
  type ToolName,
} from '../../../src/gateway/schemas.ts';
import { isDelivered, useSimulator } from '../simulator/useSimulator.ts';
import { DEMO, FULL, READ, sdkClient } from './helpers.ts';

const sim = useSimulator({ references: 80, seed: 7 });
const gw = () => `http://127.0.0.1:${sim.port}/mcp/v1`;

let full: Awaited<ReturnType<typeof sdkClient>>;
beforeAll(async () => {
  full = await sdkClient(gw(), FULL);
});
afterAll(() => full?.client.close());

const delivered = () => sim.data.references.filter((r) => isDelivered(r, 'de'));
const withMedia = () => delivered().find((r) => Object.values(r.media).some((m) => m.length > 0));

/** Arguments that make every tool return something for this data set. */
function argsFor(name: ToolName): Record<string, unknown> {
  const ref = withMedia() ?? delivered()[0];
  const top = sim.data.branches.find((b) => b.company_ID === 1 && b.depth === 1);
  const title = ref?.texts.de?.projecttitle ?? '';
  switch (name) {
    case 'search_references':
      return { query: title.split(/[ ,]/)[0], limit: 5 };
    case 'get_reference':
    case 'get_reference_media_urls':
      return { reference_ID: ref?.reference_ID };
    case 'list_branches':
      return { parent_ID: top?.branch_ID };
    case 'get_statistics':
      return { selector: 'top_references', count: 5 };
    case 'match_references':
      return { text: `${title}. ${ref?.texts.de?.subtitle ?? ''}`, count: 3 };
    default:
      return {};
  }
}

describe('gateway with the official MCP SDK client', () => {
  it('connects: the server answers protocol 2024-11-05 and a session; the SDK reports no error', async () => {
    expect(full.transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(full.client.getServerCapabilities()).toMatchObject({
      tools: {},
      resources: {},
      prompts: {},
      logging: {},
    });
    expect(full.client.getServerVersion()?.name).toBeTruthy();
    expect(full.transport.protocolVersion).toBe(PROTOCOL_VERSION);
    await full.client.ping();
    await full.client.setLoggingLevel('debug');
    expect(full.errors).toEqual([]);
  });

  it('lists the tools each token may use, with the shared input and output schemas', async () => {
    const { tools } = await full.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      expect(Object.keys(t.inputSchema.properties ?? {}).sort()).toEqual(
        Object.keys(TOOLS[t.name as ToolName].input.shape).sort(),
      );
    }
    for (const [token, scopes] of [
      [DEMO, ['read', 'search', 'media']],
      [READ, ['read']],
    ] as const) {
      const c = await sdkClient(gw(), token);
      const names = (await c.client.listTools()).tools.map((t) => t.name).sort();
      const allowed = TOOL_NAMES.filter((n) =>
        TOOLS[n].scopes.every((s) => (scopes as readonly string[]).includes(s)),
      );
      expect(names).toEqual([...allowed].sort());
      await c.client.close();
    }
  });

  it.each(TOOL_NAMES)(
    'calls %s: structuredContent fits its output schema, content is Markdown plus links',
    async (name) => {
      const r = await full.client.callTool({ name, arguments: argsFor(name) });
      expect(r.isError ?? false).toBe(false);
      TOOLS[name].output.parse(r.structuredContent);
      const content = ToolContent.parse(r.content);
      expect(content[0]?.type).toBe('text');
      expect((content[0] as { text: string }).text.length).toBeGreaterThan(0);
      const linked = content.filter((b) => b.type === 'resource_link').map((b) => (b as { uri: string }).uri);
      const sc = r.structuredContent as Record<string, unknown>;
      const listed = ['results', 'matches', 'top_references']
        .flatMap((k) => (Array.isArray(sc[k]) ? (sc[k] as { reference_ID: number }[]) : []))
        .map((x) => `references://${x.reference_ID}`);
      if (name === 'get_reference' || name === 'get_reference_media_urls')
        expect(linked).toEqual([`references://${sc.reference_ID}`]);
      else expect(linked).toEqual(listed);
    },
  );

  it('a tool outside the token scopes is rejected with -32003 through the SDK', async () => {
    const c = await sdkClient(gw(), READ);
    const err = await c.client
      .callTool({ name: 'search_references', arguments: { query: 'x' } })
      .catch((e) => e);
    expect(err).toBeInstanceOf(McpError);
    expect((err as McpError).code).toBe(-32003);
    await c.client.close();
  });

  it('lists the resources and templates of the spec', async () => {
    const { resources } = await full.client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(RESOURCES.map((r) => r.uri));
    const { resourceTemplates } = await full.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(RESOURCE_TEMPLATES.map((t) => t.uriTemplate));
  });

  it('reads every resource and template as JSON in the text of its contents', async () => {
    const ref = withMedia();
    if (!ref) throw new Error('data set without media');
    const company = sim.data.companies.find((c) => c.company_ID === 1);
    const other = sim.data.companies.find((c) => c.company_ID === 2);
    const top = sim.data.branches.find((b) => b.company_ID === 1 && b.depth === 1);
    const file = Object.values(ref.media).flat()[0];
    const read = async (uri: string) => {
      const r = await full.client.readResource({ uri });
      expect(r.contents).toHaveLength(1);
      expect(r.contents[0]?.mimeType).toBe('application/json');
      return JSON.parse(String((r.contents[0] as { text: string }).text));
    };
    expect((await read('companies://me')).uniquename).toBe(company?.uniquename);
    expect((await read('branches://tree')).branches.map((b: { branch_ID: number }) => b.branch_ID)).toEqual(
      sim.data.branches
        .filter((b) => b.company_ID === 1 && b.depth === 1)
        .sort((a, b) => a.lft - b.lft)
        .map((b) => b.branch_ID),
    );
    expect((await read('referencegroups://tree')).groups.length).toBe(
      sim.data.groups.filter((g) => g.company_ID === 1).length,
    );
    const detail = ReferenceDetail.parse(await read(`references://${ref.reference_ID}`));
    expect(detail.title).toBe(ref.texts.de?.projecttitle);
    const bySeo = await read(`references://by-seo/${company?.uniquename}/${ref.texts.de?.seolabel}`);
    expect(bySeo.reference_ID).toBe(ref.reference_ID);
    const list = await read('references://list?page=2&limit=3');
    expect(list).toMatchObject({ page: 2, limit: 3 });
    expect(list.total).toBe(delivered().length);
    const children = await read(`branches://tree?parent_ID=${top?.branch_ID}`);
    expect(children.branches.map((b: { branch_ID: number }) => b.branch_ID)).toEqual(
      sim.data.branches
        .filter((b) => b.parent_ID === top?.branch_ID)
        .sort((a, b) => a.lft - b.lft)
        .map((b) => b.branch_ID),
    );
    expect(await read(`branches://${top?.branch_ID}`)).toEqual({
      branch_ID: top?.branch_ID,
      name: top?.name.de,
      parent_ID: null,
    });
    expect(await read(`companies://${other?.uniquename}`)).toEqual({
      name: other?.companyname,
      city: other?.city,
      country: other?.country.de,
      website: other?.website,
    });
    const media = await read(`media://${file?.file_ID}`);
    expect(media).toMatchObject({ file_ID: file?.file_ID, filename: file?.filename });
  });

  it('lists the five prompts and fills in their arguments', async () => {
    const { prompts } = await full.client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(PROMPT_NAMES);
    for (const p of prompts)
      expect(p.arguments?.filter((a) => a.required).map((a) => a.name)).toEqual(
        Object.entries(PROMPTS[p.name as keyof typeof PROMPTS].arguments)
          .filter(([, a]) => a.required)
          .map(([n]) => n),
      );
    const id = String(delivered()[0]?.reference_ID);
    const branch = String(sim.data.branches.find((b) => b.company_ID === 1)?.branch_ID);
    const cases: [string, Record<string, string>, string[]][] = [
      ['summarize_reference', { reference_ID: id, lang: 'en' }, ['get_reference', id, 'five']],
      [
        'compare_references',
        { reference_IDs: `${id},${delivered()[1]?.reference_ID}` },
        ['get_reference', id],
      ],
      [
        'match_rfp',
        { text: 'Neubau einer Brücke', top_k: '7' },
        ['match_references', 'count 7', 'Neubau einer Brücke'],
      ],
      [
        'case_study_draft',
        { reference_ID: id, tone: 'technical', length: 'short' },
        ['get_reference', 'technical', 'short'],
      ],
      ['branch_overview', { branch_ID: branch }, ['list_references', branch]],
    ];
    for (const [name, args, words] of cases) {
      const r = await full.client.getPrompt({ name, arguments: args });
      expect(r.messages[0]?.role).toBe('user');
      const text = String((r.messages[0]?.content as { text?: string } | undefined)?.text);
      for (const w of words) expect(text).toContain(w);
    }
    const missing = await full.client
      .getPrompt({ name: 'summarize_reference', arguments: {} })
      .catch((e) => e);
    expect((missing as McpError).code).toBe(-32602);
  });

  it('terminates the session with DELETE; the old session ID then answers 404', async () => {
    const c = await sdkClient(gw(), DEMO);
    const sid = c.transport.sessionId;
    await c.transport.terminateSession();
    const res = await fetch(gw(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEMO}`,
        'content-type': 'application/json',
        'mcp-session-id': String(sid),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe(-32600);
    expect(c.errors).toEqual([]);
    await c.client.close();
  });
});
