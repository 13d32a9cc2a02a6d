/**
 * generateDataset: the simulator's whole data set as a pure function of (references, seed,
 * revision, changes). Same options → deeply equal data; no Math.random, no clock.
 */

import { buildApps } from './apps.ts';
import { buildClients } from './clients.ts';
import { buildCredentials, COMPANIES, LOCATIONS } from './companies.ts';
import { TODAY } from './dates.ts';
import { assignRoles, type Role, roleCounts } from './edges.ts';
import { applyEdits, parseEdit } from './edits.ts';
import { hostileText } from './hostile.ts';
import { buildMarkerlists } from './markerlists.ts';
import type { Company, Dataset, GenerateOptions, SimClient, SimReference, SimUser } from './model.ts';
import { LANGS } from './model.ts';
import { Rng } from './random.ts';
import { buildReference, type CompanyContext } from './references.ts';
import { applyRevisions } from './revisions.ts';
import { SeolabelRegistry } from './seolabel.ts';
import { buildCatalog, CONTRACT_TYPE_LIST, type CompanyCatalog, REFERENCE_TYPE_LIST } from './taxonomy.ts';
import { CITIES, type City, NORTH_CITIES } from './vocabulary/places.ts';

export type * from './model.ts';
export { MEDIA_KINDS } from './model.ts';

/** References of company 2 (Nordlicht Bau AG), independent of the requested size. */
export const COMPANY2_REFERENCES = 12;
/** Largest supported size; keeps company 1's IDs below company 2's range. */
const MAX_REFERENCES = 250_000;
const COMPANY2_FIRST_ID = 900_001;

export function generateDataset(options: GenerateOptions = {}): Dataset {
  const n = options.references ?? 240;
  const seed = options.seed ?? 1;
  const revision = options.revision ?? 0;
  const changes = options.changes ?? Math.max(1, Math.floor(n / 100));
  if (!Number.isInteger(n) || n < 0 || n > MAX_REFERENCES)
    throw new RangeError(`references must be an integer in 0..${MAX_REFERENCES}`);
  if (!Number.isInteger(seed)) throw new RangeError('seed must be an integer');
  if (!Number.isInteger(revision) || revision < 0)
    throw new RangeError('revision must be a non-negative integer');
  if (!Number.isInteger(changes) || changes < 1) throw new RangeError('changes must be a positive integer');

  const { users, apiKeys, mcpTokens } = buildCredentials(seed);
  const catalogs = [buildCatalog(1), buildCatalog(2)] as const;
  const clientPools = [buildClients(seed, 1, CITIES), buildClients(seed, 2, NORTH_CITIES)] as const;

  const context = (index: 0 | 1, cities: City[], idPrefix: string): CompanyContext => {
    const company = COMPANIES[index] as Company;
    const pool = clientPools[index];
    return {
      seed,
      company,
      catalog: catalogs[index] as CompanyCatalog,
      clients: pool,
      clientById: new Map(pool.clients.map((c) => [c.client_ID, c])),
      cities,
      cityWeights: cities.map((c) => c.weight),
      // Integration users never edit content.
      editors: users.filter(
        (u: SimUser) => u.company_ID === company.company_ID && u.lastname !== 'Integration',
      ),
      locations: LOCATIONS.filter((l) => l.company_ID === company.company_ID),
      idPrefix,
      services: (catalogs[index] as CompanyCatalog).workfields.flatMap((w) => w.services),
    };
  };

  const generated = [
    ...generateCompany(context(0, CITIES, 'BIG'), n, 1000, roleCounts(n)),
    ...generateCompany(
      context(1, NORTH_CITIES, 'NL'),
      COMPANY2_REFERENCES,
      COMPANY2_FIRST_ID - 1,
      new Map<Role, number>([
        ['unpublished', 1],
        ['deOnly', 1],
        ['enOnly', 1],
        ['minimal', 1],
      ]),
    ),
  ];

  const companies = COMPANIES.map((c) => structuredClone(c));
  const changed_IDs = applyRevisions(generated, seed, revision, changes);
  const branches = catalogs.flatMap((c) => c.branches);
  const groups = catalogs.flatMap((c) => c.groups);
  const edits = (options.edits ?? []).map(parseEdit);
  const references = applyEdits(generated, { companies, branches, groups }, edits);
  const used = new Set(references.flatMap((r) => r.client_IDs));
  const clients: SimClient[] = clientPools.flatMap((p) => p.clients).filter((c) => used.has(c.client_ID));
  const markerlists = buildMarkerlists(seed, references);

  const dataset: Dataset = {
    meta: { seed, references: n, revision, changed_IDs, today: TODAY },
    companies,
    locations: LOCATIONS.map((l) => structuredClone(l)),
    users,
    apiKeys,
    mcpTokens,
    apps: buildApps(seed, {
      c1: catalogs[0].branches.filter((b) => b.depth === 1).map((b) => b.branch_ID),
      c2: catalogs[1].branches.filter((b) => b.depth === 1).map((b) => b.branch_ID),
    }),
    branches,
    groups,
    workfields: catalogs.flatMap((c) => c.workfields),
    methods: catalogs.flatMap((c) => c.methods),
    referenceTypes: REFERENCE_TYPE_LIST.map((t) => structuredClone(t)),
    contractTypes: CONTRACT_TYPE_LIST.map((t) => structuredClone(t)),
    products: catalogs.flatMap((c) => c.products),
    partners: catalogs.flatMap((c) => c.partners),
    awards: catalogs.flatMap((c) => c.awards),
    propertySections: catalogs.flatMap((c) => c.properties.sections),
    propertyFields: catalogs.flatMap((c) => c.properties.fields),
    clients,
    references,
    markerlists,
  };
  return options.hostileText ? hostileText(dataset) : dataset;
}

/** IDs ascend with small gaps (deleted records), as in a real database. */
function generateCompany(
  ctx: CompanyContext,
  n: number,
  idBase: number,
  counts: Map<Role, number>,
): SimReference[] {
  const cid = ctx.company.company_ID;
  const roles = assignRoles(ctx.seed, cid, n, counts);
  const ids = Rng.of(ctx.seed, cid, 'ids');
  const refs: SimReference[] = [];
  let id = idBase;
  const ranks = new Map<Role, number>();
  for (let i = 0; i < n; i++) {
    id += ids.weighted([1, 2, 3], [80, 15, 5]);
    const role = roles[i];
    const rank = role ? (ranks.get(role) ?? 0) : 0;
    if (role) ranks.set(role, rank + 1);
    const identity = role === 'duplicate' ? duplicateSource(ctx.seed, cid, i, roles) : i;
    refs.push(buildReference(ctx, i, id, role, rank, identity));
  }
  const order = Rng.of(ctx.seed, cid, 'sortorder').shuffle(refs.map((_, i) => i + 1));
  refs.forEach((r, i) => {
    r.sortorder = order[i] as number;
  });
  assignSeolabels(refs);
  return refs;
}

/** An ordinary reference whose identity (and thus title) a duplicate copies. */
function duplicateSource(seed: number, cid: number, i: number, roles: (Role | undefined)[]): number {
  const rng = Rng.of(seed, cid, 'duplicate', i);
  for (;;) {
    const j = rng.int(0, roles.length - 1);
    if (j !== i && roles[j] !== 'long' && roles[j] !== 'duplicate') return j;
  }
}

/** Unique per company and language, first come (lowest reference_ID) first served. */
function assignSeolabels(refs: SimReference[]): void {
  const registries = { de: new SeolabelRegistry('de'), en: new SeolabelRegistry('en') };
  for (const ref of refs) {
    for (const lang of LANGS) {
      const t = ref.texts[lang] ?? ref.draftTexts[lang];
      if (t) t.seolabel = registries[lang].claim(t.projecttitle, ref.reference_ID);
    }
  }
}
