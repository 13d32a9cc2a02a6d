/**
 * `--edit rename-branch:<ID>` and `rename-group:<ID>` behave as the real upstream does when an
 * editor renames a branch or group: the tree and every detail carrying it show the new name, and
 * no reference's dateupdated moves (no reference was saved).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../../simulator/data/index.ts';
import { type SimulatorHandle, startSimulator } from '../../../simulator/index.ts';
import { createCatalogClient } from '../../../src/catalog/client.ts';
import { createGatewayClient } from '../../../src/gateway/client.ts';

const REFERENCES = 12;
const ref = generateDataset({ references: REFERENCES }).references.find(
  (r) => r.company_ID === 1 && r.published && r.apiChannel && r.texts.de && r.group_IDs.length > 0,
);
const branchId = ref?.branch_IDs[0] as number;
const groupId = ref?.group_IDs[0] as number;

/** What a client sees of the reference's branch and group, and every dateupdated of the list. */
async function seen(sim: SimulatorHandle) {
  const catalog = createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key' });
  const gateway = createGatewayClient({ url: sim.gatewayUrl, token: 'full-mcp-token' });
  try {
    const detail = await catalog.getReference('de', { id: ref?.reference_ID as number });
    return {
      tree: (await catalog.getBranches('de')).find((b) => b.branch_ID === branchId)?.branchname,
      detailBranch: detail?.branches?.find((b) => b.branch_ID === branchId)?.branchname,
      groups: (await gateway.referenceGroups('de')).find((g) => g.referencegroup_ID === groupId)?.name,
      detailGroup: detail?.referencegroups?.find((g) => g.group_ID === groupId)?.group,
      updated: (await catalog.snapshot('de')).items.map((item) => [item.reference_ID, item.dateupdated]),
    };
  } finally {
    await gateway.close();
  }
}

describe('renaming a branch or group upstream', () => {
  let before: Awaited<ReturnType<typeof seen>>;
  let after: Awaited<ReturnType<typeof seen>>;
  beforeAll(async () => {
    for (const edits of [[], [`rename-branch:${branchId}`, `rename-group:${groupId}`]]) {
      const sim = await startSimulator({ references: REFERENCES, edits });
      try {
        const answer = await seen(sim);
        if (edits.length === 0) before = answer;
        else after = answer;
      } finally {
        await sim.close();
      }
    }
  });

  it('shows the new name in the tree, the gateway’s groups and the details carrying it', () => {
    expect(before.tree).toBeTruthy();
    expect(before.groups).toBeTruthy();
    expect(after.tree).not.toBe(before.tree);
    expect(after.detailBranch).toBe(after.tree);
    expect(after.groups).not.toBe(before.groups);
    expect(after.detailGroup).toBe(after.groups);
  });

  it('moves no reference’s dateupdated', () => {
    expect(after.updated).toEqual(before.updated);
  });

  it('refuses an ID the catalog does not know', () => {
    expect(() => generateDataset({ references: REFERENCES, edits: ['rename-branch:999999'] })).toThrow(
      /no such branch/,
    );
  });
});
