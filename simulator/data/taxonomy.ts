/**
 * Per-company catalogs the references point into. IDs of company n start at (n-1)*500+1 per
 * entity kind, so a company's IDs do not depend on how many references anyone has.
 */

import { slugify } from '../../src/catalog/slug.ts';
import { buildTree, COMPANY1_TREE, COMPANY2_TREE } from './branches.ts';
import type {
  SimAward,
  SimBranch,
  SimContractType,
  SimGroup,
  SimMethod,
  SimPartner,
  SimProduct,
  SimReferenceType,
  SimWorkfield,
} from './model.ts';
import { buildProperties, COMPANY1_SECTIONS, COMPANY2_SECTIONS, type PropertyCatalog } from './properties.ts';
import { hash } from './random.ts';
import {
  AWARDS,
  COMPANY2_GROUPS,
  COMPANY2_WORKFIELDS,
  CONTRACT_TYPES,
  GROUPS,
  METHODS,
  PARTNERS,
  type Pair,
  PRODUCTS,
  REFERENCE_TYPES,
  WORKFIELDS,
} from './vocabulary/catalog.ts';
import { COMPANY2_TYPES, PROJECT_TYPES, type ProjectType } from './vocabulary/projecttypes.ts';

export interface CompanyCatalog {
  company_ID: number;
  branches: SimBranch[];
  branchIdByKey: Map<string, number>;
  groups: SimGroup[];
  workfields: SimWorkfield[];
  methods: SimMethod[];
  products: SimProduct[];
  partners: SimPartner[];
  awards: SimAward[];
  properties: PropertyCatalog;
  types: ProjectType[];
  /** Group IDs by role, for rule-based assignment. */
  groupIds: {
    sustainable?: number;
    timber?: number;
    climate?: number;
    bim?: number;
    publicClient?: number;
    existing?: number;
    flagship?: number;
    all: number[];
  };
}

const loc = ([de, en]: Pair) => ({ de, en });

export const REFERENCE_TYPE_LIST: SimReferenceType[] = REFERENCE_TYPES.map((p, i) => ({
  referencetype_ID: i + 1,
  name: loc(p),
}));

export const CONTRACT_TYPE_LIST: SimContractType[] = CONTRACT_TYPES.map((p, i) => ({
  contracttype_ID: i + 1,
  name: loc(p),
}));

function workfields(defs: typeof WORKFIELDS, company_ID: number, base: number): SimWorkfield[] {
  let serviceId = base * 2 + 1;
  return defs.map((wf, i) => {
    const workfield_ID = base + i + 1;
    return {
      workfield_ID,
      company_ID,
      name: loc(wf.name),
      services: wf.services.map(([name, teaser]) => ({
        service_ID: serviceId++,
        workfield_ID,
        name: loc(name),
        seolabel: { de: slugify(name[0], 'de'), en: slugify(name[1], 'en') },
        teaser: loc(teaser),
        description: {
          de: `<p>${teaser[0]}. Leistungsbild ${name[0]} in allen Projektphasen.</p>`,
          en: `<p>${teaser[1]}. ${name[1]} throughout all project stages.</p>`,
        },
        status: 1,
      })),
    };
  });
}

function groups(defs: typeof GROUPS, company_ID: number, base: number): SimGroup[] {
  return defs.map(([name, parent], i) => ({
    group_ID: base + i + 1,
    company_ID,
    parent_ID: parent === null ? null : base + parent + 1,
    name: loc(name),
    sortorder: i + 1,
  }));
}

const logoImage = (label: string) => ({
  width: 400,
  height: 200,
  recipe: {
    seed: hash('logo', label),
    colors: ['#ffffff', '#eef2f5', '#1f4e79'] as [string, string, string],
    motif: 'logo' as const,
    label: label.slice(0, 40),
  },
});

function partners(indices: number[], company_ID: number, base: number): SimPartner[] {
  return indices.map((p, i) => {
    const [companyname, slug] = PARTNERS[p] as [string, string];
    return {
      partner_ID: base + i + 1,
      company_ID,
      companyname,
      detailpagelink: `https://${slug}.example/`,
      logo: logoImage(companyname),
    };
  });
}

function products(indices: number[], company_ID: number, base: number): SimProduct[] {
  return indices.map((p, i) => {
    const [name, maker, slug, teaser] = PRODUCTS[p] as (typeof PRODUCTS)[number];
    return {
      product_ID: base + i + 1,
      company_ID,
      productname: loc(name),
      teaser: loc(teaser),
      description: {
        de: `<p>${teaser[0]} von ${maker}.</p>`,
        en: `<p>${teaser[1]} by ${maker}.</p>`,
      },
      companyname: maker,
      URL: `https://www.${slug}.example/produkte/${slugify(name[0], 'de')}`,
      status: 1,
    };
  });
}

function awards(indices: number[], company_ID: number, base: number): SimAward[] {
  return indices.map((a, i) => {
    const name = AWARDS[a] as Pair;
    return {
      award_ID: base + i + 1,
      company_ID,
      name: loc(name),
      seolabel: { de: slugify(name[0], 'de'), en: slugify(name[1], 'en') },
    };
  });
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export function buildCatalog(company_ID: 1 | 2): CompanyCatalog {
  const base = (company_ID - 1) * 500;
  const first = company_ID === 1;
  const tree = buildTree(first ? COMPANY1_TREE : COMPANY2_TREE, company_ID, base + 1);
  const wfs = workfields(first ? WORKFIELDS : COMPANY2_WORKFIELDS, company_ID, base);
  const grps = groups(first ? GROUPS : COMPANY2_GROUPS, company_ID, base);
  const methodIndices = first ? range(METHODS.length) : [1];
  const gid = (i: number) => grps[i]?.group_ID;
  return {
    company_ID,
    branches: tree.branches,
    branchIdByKey: tree.idByKey,
    groups: grps,
    workfields: wfs,
    methods: methodIndices.map((m, i) => ({
      method_ID: base + i + 1,
      company_ID,
      name: loc(METHODS[m] as Pair),
    })),
    products: products(first ? range(PRODUCTS.length) : [0, 2], company_ID, base),
    partners: partners(first ? range(PARTNERS.length) : [1, 4], company_ID, base),
    awards: awards(first ? range(AWARDS.length) : [3], company_ID, base),
    properties: buildProperties(
      first ? COMPANY1_SECTIONS : COMPANY2_SECTIONS,
      company_ID,
      { section: base + 1, field: base + 1, option: base + 1 },
      wfs.map((w) => w.workfield_ID),
      tree.idByKey,
    ),
    types: first ? PROJECT_TYPES : COMPANY2_TYPES,
    groupIds: first
      ? {
          sustainable: gid(0),
          timber: gid(1),
          climate: gid(2),
          bim: gid(3),
          publicClient: gid(4),
          existing: gid(5),
          flagship: gid(6),
          all: grps.map((g) => g.group_ID),
        }
      : { all: grps.map((g) => g.group_ID) },
  } as CompanyCatalog;
}
