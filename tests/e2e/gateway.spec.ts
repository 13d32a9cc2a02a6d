/**
 * What the default build takes from the assistant gateway, compared with the gateway itself (the
 * simulator at the build's defaults, read with the project's gateway client): the company profile
 * on the home pages, in the footer and in the Organization JSON-LD; the most viewed references;
 * the group tree on the group index and the group pages.
 */
import { startSimulator } from '../../simulator/index.ts';
import { createGatewayClient, type GatewayClient } from '../../src/gateway/client.ts';
import { MOST_VIEWED_COUNT, MOST_VIEWED_DAYS } from '../../src/loaders/gatewayLoaders.ts';
import { test as catalogTest, expect } from './support/catalog.ts';
import { LANGS, routes } from './support/contract.ts';

const test = catalogTest.extend<object, { gateway: GatewayClient }>({
  gateway: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const sim = await startSimulator();
      const client = createGatewayClient({ url: sim.gatewayUrl, token: 'full-mcp-token' });
      try {
        await use(client);
      } finally {
        await client.close();
        await sim.close();
      }
    },
    { scope: 'worker' },
  ],
});
const dayBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

for (const lang of LANGS) {
  test(`${lang}: the home page shows the gateway's company profile, the footer its head office and website`, async ({
    page,
    gateway,
  }) => {
    const profile = await gateway.profile(lang);
    await page.goto(routes(lang).home);
    await expect(page.locator('[data-company-profile]')).toContainText(profile.teaser.trim());
    await expect(page.locator('[data-company-location]')).toContainText(profile.location);
    await expect(page.locator('[data-company-website] a')).toHaveAttribute(
      'href',
      new URL(profile.website).href,
    );
    const organization = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .flatMap((script) => {
          const json = JSON.parse(script.textContent ?? '{}');
          return json['@graph'] ?? [json];
        })
        .find((node) => node['@type'] === 'Organization'),
    );
    expect(organization?.description).toBe(profile.teaser.trim());
    expect(organization?.sameAs).toContain(new URL(profile.website).href);
  });

  test(`${lang}: the most viewed section lists the gateway's top references of the last ${MOST_VIEWED_DAYS} days`, async ({
    page,
    gateway,
    catalog,
  }) => {
    await page.goto(routes(lang).home);
    // The window the build counted over, as the page states it: a check run on a later day than
    // the build compares the same days.
    const [from = '', to = ''] = await page
      .locator('[data-most-viewed] time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(from).toBe(dayBefore(to, MOST_VIEWED_DAYS - 1));
    expect(to < new Date().toISOString().slice(0, 10), 'today is left out').toBe(true);
    const stats = await gateway.statistics({
      selector: 'top_references',
      from,
      to,
      count: MOST_VIEWED_COUNT,
      lang,
    });
    const published = new Set(catalog.references[lang].map((item) => item.reference_ID));
    const expected = stats.top_references.map((ref) => ref.reference_ID).filter((id) => published.has(id));
    expect(expected.length).toBeGreaterThan(0);
    const shown = await page
      .locator('[data-most-viewed] article[data-reference-id]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-reference-id'))));
    expect(shown).toEqual(expected);
  });

  test(`${lang}: the group index nests the groups as the gateway's tree does, and group pages link parent and subgroups`, async ({
    page,
    gateway,
  }) => {
    const groups = await gateway.referenceGroups(lang);
    const parentOf = new Map(groups.map((group) => [group.referencegroup_ID, group.parent_ID]));
    await page.goto(routes(lang).groups);
    const placed = await page.locator('a[data-group-id]').evaluateAll((links) =>
      links.map((link) => {
        const parentLink = link.parentElement?.parentElement?.closest('li')?.querySelector(':scope > a');
        return {
          id: Number(link.getAttribute('data-group-id')),
          parent: parentLink ? Number(parentLink.getAttribute('data-group-id')) : null,
          href: link.getAttribute('href') as string,
        };
      }),
    );
    expect(
      placed.some((group) => group.parent !== null),
      'the tree has nested groups',
    ).toBe(true);
    const shown = new Set(placed.map((group) => group.id));
    for (const group of placed) {
      // The nearest ancestor that has a page in this language.
      let ancestor = parentOf.get(group.id) ?? null;
      while (ancestor !== null && !shown.has(ancestor)) ancestor = parentOf.get(ancestor) ?? null;
      expect(group.parent, `parent of group ${group.id}`).toBe(ancestor);
    }
    const child = placed.find((group) => group.parent !== null);
    if (!child) return;
    await page.goto(child.href);
    await expect(page.locator('[data-group-parent]')).toHaveAttribute(
      'data-group-parent',
      String(child.parent),
    );
    await page.locator('[data-group-parent]').click();
    await expect(page.locator(`[data-group-child="${child.id}"]`)).toHaveCount(1);
  });
}
