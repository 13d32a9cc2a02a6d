/** ID lookups over the whole data set, built once. Everything here is company-agnostic. */
import type {
  Company,
  CompanyLocation,
  Dataset,
  PropertyField,
  PropertySection,
  SimAward,
  SimBranch,
  SimClient,
  SimContractType,
  SimGroup,
  SimMarkerlist,
  SimMedia,
  SimMethod,
  SimPartner,
  SimProduct,
  SimReference,
  SimReferenceType,
  SimService,
  SimUser,
  SimWorkfield,
} from '../data/model.ts';
import { MEDIA_KINDS } from '../data/model.ts';

const byId = <T, K extends keyof T>(items: readonly T[], key: K): Map<T[K], T> =>
  new Map(items.map((item) => [item[key], item]));

export class Lookups {
  readonly companies: Map<number, Company>;
  readonly locations: Map<number, CompanyLocation>;
  readonly users: Map<number, SimUser>;
  readonly branches: Map<number, SimBranch>;
  readonly groups: Map<number, SimGroup>;
  readonly workfields: Map<number, SimWorkfield>;
  readonly services: Map<number, SimService>;
  readonly methods: Map<number, SimMethod>;
  readonly referenceTypes: Map<number, SimReferenceType>;
  readonly contractTypes: Map<number, SimContractType>;
  readonly products: Map<number, SimProduct>;
  readonly partners: Map<number, SimPartner>;
  readonly awards: Map<number, SimAward>;
  readonly sections: Map<number, PropertySection>;
  readonly fields: Map<number, PropertyField>;
  readonly clients: Map<number, SimClient>;
  readonly references: Map<number, SimReference>;
  readonly markerlists: Map<number, SimMarkerlist>;
  /** Every media file of every reference, by file_ID (the CDN stand-in serves from here). */
  readonly media: Map<number, SimMedia>;
  /** Branches of each company in nested-set order (by lft). */
  readonly companyBranches: Map<number, SimBranch[]>;

  readonly data: Dataset;

  constructor(data: Dataset) {
    this.data = data;
    this.companies = byId(data.companies, 'company_ID');
    this.locations = byId(data.locations, 'location_ID');
    this.users = byId(data.users, 'user_ID');
    this.branches = byId(data.branches, 'branch_ID');
    this.groups = byId(data.groups, 'group_ID');
    this.workfields = byId(data.workfields, 'workfield_ID');
    this.services = new Map(
      data.workfields.flatMap((w) => w.services.map((s) => [s.service_ID, s] as const)),
    );
    this.methods = byId(data.methods, 'method_ID');
    this.referenceTypes = byId(data.referenceTypes, 'referencetype_ID');
    this.contractTypes = byId(data.contractTypes, 'contracttype_ID');
    this.products = byId(data.products, 'product_ID');
    this.partners = byId(data.partners, 'partner_ID');
    this.awards = byId(data.awards, 'award_ID');
    this.sections = byId(data.propertySections, 'section_ID');
    this.fields = byId(data.propertyFields, 'field_ID');
    this.clients = byId(data.clients, 'client_ID');
    this.references = byId(data.references, 'reference_ID');
    this.markerlists = byId(data.markerlists, 'markerlist_ID');
    this.media = new Map();
    for (const ref of data.references)
      for (const kind of MEDIA_KINDS) for (const m of ref.media[kind] ?? []) this.media.set(m.file_ID, m);
    this.companyBranches = new Map();
    for (const b of [...data.branches].sort((a, b) => a.lft - b.lft)) {
      const list = this.companyBranches.get(b.company_ID) ?? [];
      list.push(b);
      this.companyBranches.set(b.company_ID, list);
    }
  }

  /** Root → branch (inclusive), by nested-set containment within the branch's company. */
  branchPath(branch: SimBranch): SimBranch[] {
    const all = this.companyBranches.get(branch.company_ID) ?? [];
    return all.filter((b) => b.lft <= branch.lft && b.rgt >= branch.rgt);
  }

  /** IDs of the branch and all its sub-branches (nested-set range). */
  subtree(branch: SimBranch): number[] {
    const all = this.companyBranches.get(branch.company_ID) ?? [];
    return all.filter((b) => b.lft >= branch.lft && b.rgt <= branch.rgt).map((b) => b.branch_ID);
  }
}
