/**
 * The gateway's read tools in the browser (WebMCP): every page type registers them with the
 * gateway's own inputSchemas, and what executeTool answers equals what the simulator's gateway
 * answers for the same arguments, generated from the data: IDs, order, totals, values and the
 * Markdown text; links point at the site's pages instead of references:// URIs, and get_reference
 * leaves out what only a token unlocks (clients, internal properties).
 */
import { Ajv } from 'ajv';
import { LIMITS, toolListing } from '../../src/gateway/schemas.ts';
import { sanitizeDescription } from '../../src/lib/sanitizeHtml.ts';
import { mirrorName } from '../../src/site/media/mediaMirror.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';
import { siteOrigin } from './support/dist.ts';
import { PAGE_KINDS, samples } from './support/samples.ts';
import {
  argumentForm,
  callSiteTool,
  executeSiteTool,
  expect,
  type Gateway,
  registeredTools,
  type ToolResult,
  test,
} from './support/webmcp.ts';

const SITE_TOOLS = [
  'search_references',
  'get_reference',
  'list_references',
  'list_branches',
  'list_referencegroups',
  'get_company_profile',
  'match_references',
] as const;

for (const lang of LANGS) {
  test(`${lang}: every page type registers the gateway's read tools with its inputSchemas`, async ({
    webmcpBrowser,
    baseURL,
  }) => {
    const page = await webmcpBrowser.newPage({ baseURL: baseURL as string });
    const ajv = new Ajv({ strict: false });
    const paths = [...PAGE_KINDS.map((kind) => samples()[lang][kind]), routes(lang).groups, `/${lang}/404/`];
    for (const path of paths) {
      await page.goto(path);
      await expect
        .poll(async () => (await registeredTools(page)).map((t) => t.name), { message: path })
        .toEqual(expect.arrayContaining([...SITE_TOOLS]));
      for (const tool of await registeredTools(page)) {
        if (!(SITE_TOOLS as readonly string[]).includes(tool.name)) continue;
        const schema = typeof tool.inputSchema === 'string' ? JSON.parse(tool.inputSchema) : tool.inputSchema;
        const listing = toolListing(tool.name as (typeof SITE_TOOLS)[number]);
        expect(schema, `${path} ${tool.name}`).toEqual(listing.inputSchema);
        expect(tool.description).toBe(listing.description);
        expect(() => ajv.compile(schema), `${path} ${tool.name}`).not.toThrow();
      }
    }
    await page.close();
  });
}

type Item = { reference_ID: number; uri: string; [key: string]: unknown };
/** search and list answer `results`, match_references `matches`. */
const listKey = (r: ToolResult) => ('matches' in r.structuredContent ? 'matches' : 'results');

/** The site's result with its links turned back into the gateway's references:// URIs. */
function asGateway(site: ToolResult, items: Item[], baseURL: string): ToolResult {
  let text = site.content[0]?.text ?? '';
  for (const item of items) text = text.replaceAll(item.uri, `references://${item.reference_ID}`);
  const strip = ({ uri, detail_url, thumb_url, ...rest }: Item) => {
    for (const link of [uri, detail_url].filter(Boolean))
      expect(link as string, 'links point at the site').toMatch(new RegExp(`^${baseURL}/(de|en)/`));
    return rest;
  };
  return {
    content: [{ type: 'text', text }, ...site.content.slice(1).map(({ type, name }) => ({ type, name }))],
    structuredContent: { ...site.structuredContent, [listKey(site)]: items.map(strip) },
  };
}

function gatewayShape(result: ToolResult): ToolResult {
  const items = (result.structuredContent[listKey(result)] ?? []) as Item[];
  return {
    content: result.content.map((c, i) =>
      i === 0 ? { type: c.type, text: c.text } : { type: c.type, name: c.name },
    ),
    structuredContent: {
      ...result.structuredContent,
      [listKey(result)]: items.map(({ uri, detail_url, thumb_url, ...rest }) => rest),
    },
  };
}

/** Arguments from the data: words of titles (whole, infix, phrase, wildcard, operators), every filter. */
async function argumentSets(gateway: Gateway, lang: Lang) {
  const refs: Item[] = [];
  for (let page = 1; ; page++) {
    const { results, total } = (await gateway('list_references', { lang, limit: LIMITS.listLimitMax, page }))
      .structuredContent as { results: Item[]; total: number };
    refs.push(...results);
    if (refs.length >= total || results.length === 0) break;
  }
  const sample = refs.filter((_, i) => i % 41 === 7);
  const words = sample.flatMap((r) => (r.title as string).split(/[\s,]+/).filter((w) => w.length >= 6));
  const [w1 = 'x', w2 = 'y', w3 = 'z'] = words;
  const phraseFrom = String(sample[0]?.title ?? '')
    .split(/[\s,]+/)
    .slice(0, 2)
    .join(' ');
  const branches = (await gateway('list_branches', { lang })).structuredContent.branches as {
    branch_ID: number;
  }[];
  const top = branches[0]?.branch_ID as number;
  const children = (await gateway('list_branches', { lang, parent_ID: top })).structuredContent.branches as {
    branch_ID: number;
  }[];
  const groups = (await gateway('list_referencegroups', { lang })).structuredContent.groups as {
    referencegroup_ID: number;
  }[];
  const group = groups.at(-1)?.referencegroup_ID as number;
  const ref = sample[1] as Item;
  const year = ref.yearfrom as number;
  // A named client of the sampled references, by a part of its name (the filter is "contains").
  const clients = await Promise.all(
    sample.map(
      async (r) => (await gateway('get_reference', { reference_ID: r.reference_ID, lang })).structuredContent,
    ),
  );
  const named = clients
    .flatMap((d) => (d.clients ?? []) as { displayedname?: string }[])
    .find((c) => (c.displayedname ?? '').length > 8)?.displayedname;
  expect(named, 'a named client among the sampled references').toBeTruthy();
  const clientArgs = [{ client: String(named).slice(2, 8).toLowerCase() }];
  const search: Record<string, unknown>[] = [
    { query: w1 },
    { query: w1.toUpperCase().slice(1, 6) },
    { query: `"${phraseFrom}"` },
    { query: `${w2} OR ${w3}`, sort: 'projecttitle' },
    { query: `${w1.slice(0, 4)}*`, sort: 'datefrom desc', limit: 5, page: 2 },
    { query: `${w3} -${w1}` },
    { query: 'zzqx' },
    { sort: 'datefrom', limit: 7, page: 3 },
    { branch_ID: top },
    { query: w2, branch_ID: children[0]?.branch_ID ?? top },
    { referencegroup_ID: group, sort: 'projecttitle' },
    { city: (ref.city as string).toUpperCase() },
    { year_from: year - 2, year_until: year + 2, sort: 'datefrom' },
    { country: 'de', limit: 3 },
    { ongoing: true },
    ...clientArgs,
  ];
  const list: Record<string, unknown>[] = [
    {},
    { sort: 'datefrom', page: 2, limit: 9 },
    { sort: 'projecttitle', limit: LIMITS.listLimitMax },
    { sort: 'sortorder', page: 3 },
    { branch_ID: children[0]?.branch_ID ?? top },
    { referencegroup_ID: group },
    { ongoing: true },
    { active_from: year, active_until: year + 1 },
  ];
  // Tender-like texts: a reference's own texts, and words of several titles with filler around them.
  const detail = (await gateway('get_reference', { reference_ID: ref.reference_ID, lang })).structuredContent;
  const own = [detail.title, detail.subtitle, detail.description].filter(Boolean).join('\n');
  const mixed = `Wir suchen Referenzen für ${words.slice(0, 6).join(', ')} und ${words.slice(3, 9).join(' ')}.`;
  const match: Record<string, unknown>[] = [
    { text: own },
    { text: mixed, count: 12 },
    { text: own, branch_ID: top, count: 3 },
    { text: mixed, country: 'DE', year_from: year },
  ];
  return {
    /** The reference whose own text is the first match text: it must find itself. */
    own: ref.reference_ID,
    match: match.map((a) => ({ ...a, lang })),
    search: search.map((a) => ({ ...a, lang })),
    list: list.map((a) => ({ ...a, lang })),
    ids: sample.map((r) => r.reference_ID),
    branches: [undefined, top, children[0]?.branch_ID].filter((id) => id !== undefined),
  };
}

for (const lang of LANGS) {
  test(`${lang}: search_references, list_references and match_references answer as the gateway does`, async ({
    webmcpBrowser,
    gateway,
    baseURL,
  }) => {
    const page = await webmcpBrowser.newPage({ baseURL: baseURL as string });
    await page.goto(routes(lang).home);
    const sets = await argumentSets(gateway, lang);
    for (const [tool, argsList] of [
      ['search_references', sets.search],
      ['list_references', sets.list],
      ['match_references', sets.match],
    ] as const) {
      for (const args of argsList) {
        const site = await callSiteTool(page, tool, args);
        const expected = gatewayShape(await gateway(tool, args));
        expect(site.isError, `${tool} ${JSON.stringify(args)}: ${site.content[0]?.text}`).toBeFalsy();
        const items = (site.structuredContent[listKey(site)] ?? []) as Item[];
        if (args === sets.match[0]) expect(items.map((i) => i.reference_ID)).toContain(sets.own);
        expect(asGateway(site, items, baseURL as string), `${tool} ${JSON.stringify(args)}`).toEqual(
          expected,
        );
      }
    }
    await page.close();
  });

  test(`${lang}: get_reference, the trees and the profile answer as the gateway does (without token-only data)`, async ({
    webmcpBrowser,
    gateway,
    baseURL,
  }) => {
    const page = await webmcpBrowser.newPage({ baseURL: baseURL as string });
    await page.goto(routes(lang).list);
    const sets = await argumentSets(gateway, lang);
    // A simulator's media are mirrored under /_media/<hash of the URL>-<name>; the hash covers the
    // simulator's port, which differs between the build and this test: compare the names.
    const mirrored = (url: string) => `${baseURL}/_media/${mirrorName(url).slice(13)}`;
    const unhashed = (json: string) => json.replace(/\/_media\/[0-9a-f]{12}-/g, '/_media/');
    for (const id of sets.ids) {
      const args = { reference_ID: id, lang };
      const site = await callSiteTool(page, 'get_reference', args);
      const truth = await gateway('get_reference', args);
      const { clients, internalproperties, uri, detail_url, ...published } =
        truth.structuredContent as Record<string, unknown>;
      const siteDetail = site.structuredContent as Record<string, unknown>;
      const pageUrl = siteDetail.detail_url as string;
      expect(pageUrl).toMatch(new RegExp(`^${baseURL}${routes(lang).list}[^/]+/$`));
      expect(siteDetail.uri).toBe(pageUrl);
      const json = JSON.stringify(published).replace(/"(http:\/\/127\.0\.0\.1:\d+\/[^"]+)"/g, (_, url) =>
        JSON.stringify(mirrored(url)),
      );
      // A field's unit on its own is the gateway's (REST gives it inside the formatted value only).
      const expected = JSON.parse(json.replace(/,"unit":"[^"]*"/g, ''));
      // The site publishes the description as its pages show it (sanitized).
      if (typeof expected.description === 'string')
        expected.description = sanitizeDescription(expected.description);
      expect(
        JSON.parse(unhashed(JSON.stringify({ ...siteDetail, uri: null, detail_url: null }))),
        `get_reference ${id}`,
      ).toEqual({ ...expected, uri: null, detail_url: null });
      const file = (siteDetail.gallery as { file: string }[] | undefined)?.[0]?.file;
      if (file) expect((await page.request.get(file)).status(), file).toBe(200);
      expect(site.content[0]?.text).toBe(
        (truth.content[0]?.text ?? '').replace(detail_url as string, pageUrl),
      );
      // The Markdown page beside the detail page is the same text.
      const markdown = await page.request.get(`${pageUrl.slice(0, -1)}.md`);
      expect(markdown.headers()['content-type']).toContain('text/markdown');
      const publicUrl = new URL(new URL(pageUrl).pathname, siteOrigin()).href;
      expect((await markdown.text()).trim()).toBe((site.content[0]?.text ?? '').replace(pageUrl, publicUrl));
    }
    const same = async (tool: string, args: Record<string, unknown>) => {
      const site = await callSiteTool(page, tool, args);
      const truth = await gateway(tool, args);
      expect(site.structuredContent, `${tool} ${JSON.stringify(args)}`).toEqual(truth.structuredContent);
      expect(site.content[0]?.text).toBe(truth.content[0]?.text);
    };
    for (const parent_ID of sets.branches) await same('list_branches', { lang, parent_ID });
    await same('list_referencegroups', { lang });
    await same('get_company_profile', { lang });
    const unknown = await callSiteTool(page, 'get_reference', { reference_ID: 999_999_999, lang });
    expect(unknown.isError).toBe(true);
    const invalid = await callSiteTool(page, 'search_references', { lang, limit: 0 });
    expect(invalid.isError).toBe(true);
    await page.close();
  });
}

for (const lang of LANGS) {
  test(`${lang}: the search forms are declarative tools that an assistant fills and submits`, async ({
    webmcpBrowser,
    gateway,
    baseURL,
  }) => {
    const page = await webmcpBrowser.newPage({ baseURL: baseURL as string });
    const titles = (
      (await gateway('list_references', { lang, limit: 20 })).structuredContent.results as Item[]
    ).map((r) => r.title as string);
    const [first = '', second = ''] = titles.flatMap((t) => t.split(/[\s,]+/).filter((w) => w.length >= 6));
    const totalOf = async (query: string) =>
      (await gateway('search_references', { lang, query })).structuredContent.total as number;
    const count = page.locator('[data-result-count]');

    // Every page's header form: the browser fills it and submits it; the search page opens.
    await page.goto(routes(lang).home);
    const header = (await registeredTools(page)).find((t) => t.name === 'search_site');
    expect(JSON.stringify(header?.inputSchema)).toContain('quoted phrases');
    await callSiteTool(page, 'search_site', { q: first }).catch(() => undefined); // the page navigates away
    await page.waitForURL(
      (url) => url.pathname === routes(lang).search && url.searchParams.get('q') === first,
    );
    await expect(count).toHaveAttribute('data-result-count', String(await totalOf(first)));

    // The search page's own form: the page searches in script and answers with what it shows.
    const answer = await executeSiteTool(page, 'search_page', { q: second });
    const total = await totalOf(second);
    await expect(count).toHaveAttribute('data-result-count', String(total));
    expect(new URL(page.url()).searchParams.get('q')).toBe(second);
    expect(answer).toContain(((await count.textContent()) ?? '').trim());
    await page.close();
  });
}

/**
 * Chromium's WebMCP testing API changed its argument form between releases (150: JSON text, 156:
 * an object). The helpers ask the browser which it takes; here the browser is made to behave as
 * 150 did, so a parity call works on either release, whichever one Debian serves.
 */
test('the tools answer in the argument form of Chromium 150 as of 156', async ({
  webmcpBrowser,
  baseURL,
  gateway,
}) => {
  const context = await webmcpBrowser.newContext({ baseURL: baseURL as string });
  await context.addInitScript(() => {
    type Context = { executeTool(tool: unknown, input: unknown): Promise<unknown> };
    const proto = Object.getPrototypeOf(
      (document as unknown as { modelContext?: Context }).modelContext ?? {},
    );
    const native = proto.executeTool as Context['executeTool'] | undefined;
    if (!native) return;
    // 150: JSON text in, an object refused.
    proto.executeTool = function (this: Context, tool: unknown, input: unknown) {
      if (typeof input !== 'string') return Promise.reject(new TypeError('Failed to parse input arguments'));
      const parsed = JSON.parse(input);
      return native.call(this, tool, parsed);
    };
  });
  const page = await context.newPage();
  await page.goto(routes('de').home);
  await expect
    .poll(async () => (await registeredTools(page)).map((t) => t.name))
    .toContain('get_company_profile');
  expect(await argumentForm(context)).toBe('json');
  const profile = await callSiteTool(page, 'get_company_profile', { lang: 'de' });
  expect(profile.isError ?? false).toBe(false);
  const truth = await gateway('get_company_profile', { lang: 'de' });
  expect(profile.structuredContent).toEqual(truth.structuredContent);
  await context.close();
});
