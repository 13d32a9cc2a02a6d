/**
 * The gateway loaders' load() driven as Astro drives it (store, meta, logger, parseData with the
 * collection's schema) against the embedded simulator's gateway: what each collection holds per
 * language, and what is left out when the gateway is not configured or the token may not read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import { LANGS } from '../../../src/catalog/lang.ts';
import { createGatewayClient, type GatewayClient } from '../../../src/gateway/client.ts';
import { companyLoader, groupsLoader, mostViewedLoader } from '../../../src/loaders/gatewayLoaders.ts';
import { CompanyEntrySchema, GroupEntrySchema, MostViewedEntrySchema } from '../../../src/loaders/schemas.ts';
import { loaderContext } from './context.ts';

let sim: Awaited<ReturnType<typeof startSimulator>>;
const clients: GatewayClient[] = [];
const gateway = (token: string) => {
  const client = createGatewayClient({ url: sim.gatewayUrl, token, retries: 1 });
  clients.push(client);
  return () => client;
};

beforeAll(async () => {
  sim = await startSimulator({ references: 24, seed: 3 });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await sim.close();
});

/** A context whose store already holds an entry of an earlier build. */
function staleContext(schema?: Parameters<typeof loaderContext>[0]) {
  const ctx = loaderContext(schema);
  ctx.entries.set('stale', { id: 'stale', data: {} });
  return ctx;
}

describe('gateway loaders', () => {
  it("store the company profile per language, replacing an earlier build's entries", async () => {
    const { context, entries } = staleContext(CompanyEntrySchema);
    await companyLoader({ gateway: gateway('full-mcp-token'), langs: LANGS }).load(context);
    expect([...entries.keys()].sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) {
      expect(entries.get(lang)?.data).toMatchObject({ lang, company_ID: 1 });
    }
  });

  it('store every reference group with its parent and its position in the tree, per language', async () => {
    const { context, entries, lines } = staleContext(GroupEntrySchema);
    await groupsLoader({ gateway: gateway('full-mcp-token'), langs: LANGS }).load(context);
    expect(entries.has('stale')).toBe(false);
    for (const lang of LANGS) {
      const groups = [...entries.values()].filter((entry) => entry.data.lang === lang);
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.map((entry) => entry.data.position)).toEqual(groups.map((_, i) => i));
      for (const { id, data } of groups) {
        expect(id).toBe(`${lang}/${data.referencegroup_ID}`);
        expect(data).toHaveProperty('parent_ID');
      }
      expect(lines).toContain(`groups ${lang}: ${groups.length}`);
    }
  });

  it('store the most viewed references of the full days before today', async () => {
    const { context, entries } = staleContext(MostViewedEntrySchema);
    const today = new Date('2026-03-10T08:00:00Z');
    await mostViewedLoader({ gateway: gateway('full-mcp-token'), langs: LANGS }, () => today).load(context);
    expect([...entries.keys()].sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) {
      expect(entries.get(lang)?.data).toMatchObject({ lang, from: '2025-12-10', to: '2026-03-09' });
    }
  });

  it('leave the most viewed section out, with one line, when the token lacks the analytics scope', async () => {
    const { context, entries, lines } = staleContext(MostViewedEntrySchema);
    await mostViewedLoader({ gateway: gateway('demo-mcp-token'), langs: LANGS }).load(context);
    expect(entries.size).toBe(0);
    expect(lines).toEqual([
      'the gateway token lacks the analytics scope: the most viewed section is left out',
    ]);
  });

  it('store nothing when the gateway is not configured', async () => {
    for (const loader of [companyLoader, groupsLoader, mostViewedLoader]) {
      const { context, entries } = staleContext();
      await loader({ gateway: () => undefined, langs: LANGS }).load(context);
      expect(entries.size).toBe(0);
    }
  });

  it('keep the last good values with one warning line when the gateway refuses the token', async () => {
    const { context, entries, lines } = staleContext(CompanyEntrySchema);
    await companyLoader({ gateway: gateway('revoked-or-unknown-token'), langs: LANGS }).load(context);
    expect([...entries.keys()]).toEqual(['stale']);
    expect(lines.filter((line) => line.startsWith('warn '))).toEqual([
      expect.stringMatching(
        /^warn Assistant gateway: .*401.* — the sections from the gateway keep their last good values/,
      ),
    ]);
    expect(lines.join('\n')).not.toContain('revoked-or-unknown-token');
  });

  it('name one failure once when every section meets it, and leave the sections out on a first build', async () => {
    const odd = await startSimulator({ references: 24, seed: 3, gatewayFault: 'down' });
    const client = createGatewayClient({ url: odd.gatewayUrl, token: 'full-mcp-token', retries: 0 });
    try {
      const fresh = loaderContext(MostViewedEntrySchema);
      const options = { gateway: () => client, langs: LANGS };
      await mostViewedLoader(options).load(fresh.context);
      await groupsLoader(options).load({ ...fresh.context });
      expect(fresh.entries.size).toBe(0);
      expect(fresh.lines.filter((line) => line.startsWith('warn '))).toHaveLength(1);
    } finally {
      await client.close();
      await odd.close();
    }
  });

  it('keep the last good values when the gateway answers in a shape no schema expects', async () => {
    const odd = await startSimulator({ references: 24, seed: 3, gatewayFault: 'odd-shape' });
    const client = createGatewayClient({ url: odd.gatewayUrl, token: 'full-mcp-token', retries: 0 });
    try {
      const { context, entries, lines } = staleContext(GroupEntrySchema);
      await groupsLoader({ gateway: () => client, langs: LANGS }).load(context);
      expect([...entries.keys()]).toEqual(['stale']);
      expect(lines).toContainEqual(expect.stringMatching(/^warn .*list_referencegroups.*unexpected shape/));
    } finally {
      await client.close();
      await odd.close();
    }
  });
});
