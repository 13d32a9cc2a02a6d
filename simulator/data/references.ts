/**
 * One reference from its own random streams: the "identity" stream (type, place, title) and the
 * "facts" stream. Duplicates reuse another position's identity stream, which yields the same
 * title and thereby a real seolabel collision.
 */
import { CLIENT_CATEGORY, type ClientPool } from './clients.ts';
import { drawCountersign, drawPeriod, drawRecordDates } from './dates.ts';
import type { Role } from './edges.ts';
import { fmtPeriod } from './format.ts';
import { buildMedia } from './media.ts';
import type {
  Company,
  CompanyLocation,
  Lang,
  Localized,
  SimClient,
  SimReference,
  SimReferenceTexts,
  SimService,
  SimUser,
} from './model.ts';
import { Rng } from './random.ts';
import { CONTRACT_TYPE_LIST, type CompanyCatalog } from './taxonomy.ts';
import { buildDescription, buildSubtitle, buildTitle, lengthenTitle } from './texts.ts';
import { PARTNER_ROLES, type Pair } from './vocabulary/catalog.ts';
import { QUOTES } from './vocabulary/phrases.ts';
import { type City, EUROPE, GERMANY, REGIONS } from './vocabulary/places.ts';

export interface CompanyContext {
  seed: number;
  company: Company;
  catalog: CompanyCatalog;
  clients: ClientPool;
  clientById: Map<number, SimClient>;
  cities: City[];
  cityWeights: number[];
  editors: SimUser[];
  locations: CompanyLocation[];
  /** customidentifier prefix, e.g. "BIG". */
  idPrefix: string;
  /** All services of the company's work fields. */
  services: SimService[];
}

const TAGS: Record<string, string[]> = {
  building: ['Hochbau', 'Barrierefreiheit', 'Schule', 'Kita', 'Klimaschutz', 'Denkmalschutz'],
  water: ['Wasserbau', 'Hochwasser', 'Klimaanpassung', 'Abwasser'],
  transport: ['Brücke', 'Verkehr', 'Radverkehr', 'Bauen unter Verkehr'],
  energy: ['Energiewende', 'Fernwärme', 'Klimaschutz'],
  foundation: ['Spezialtiefbau', 'Grundwasser', 'Innenstadt'],
};

/** Regions where each office is responsible (fallback: the first office). */
const OFFICE_REGIONS: Record<number, string[]> = {
  2: ['HE-south', 'RP', 'SL'],
  3: ['SN', 'ST', 'TH', 'BB', 'BE'],
  4: ['BY', 'BW'],
  502: ['MV'],
};

function officeFor(locations: CompanyLocation[], city: City): number {
  const key = city.region === 'HE' && city.lat < 50.4 ? 'HE-south' : city.region;
  const hit = locations.find((l) => OFFICE_REGIONS[l.location_ID]?.includes(key));
  return (hit ?? (locations[0] as CompanyLocation)).location_ID;
}

const loc = (p: Pair): Localized => ({ de: p[0], en: p[1] });

export function buildReference(
  ctx: CompanyContext,
  index: number,
  reference_ID: number,
  role: Role | undefined,
  /** How many references before this one have the same role (spreads planted variants). */
  roleRank: number,
  identityIndex: number,
): SimReference {
  const { seed, company, catalog } = ctx;
  const cid = company.company_ID;
  const id = Rng.of(seed, cid, 'identity', identityIndex);
  const type = id.weighted(
    catalog.types,
    catalog.types.map((t) => t.weight),
  );
  const action = type.actions ? id.pick(type.actions) : null;
  const city = id.weighted(ctx.cities, ctx.cityWeights);
  const district = id.pick(city.districts);
  let title = buildTitle(id, type, action, city, district);

  const rng = Rng.of(seed, cid, 'facts', index);
  if (role === 'long') title = lengthenTitle(rng, title, city);
  const minimal = role === 'minimal';
  const published = role !== 'unpublished';
  const period = drawPeriod(rng, rng.chance(0.12));
  const record = drawRecordDates(rng, period);
  const editor = rng.pick(ctx.editors);

  // Taxonomy links.
  const branchIds = [catalog.branchIdByKey.get(type.branch) as number];
  if (type.alt.length > 0 && rng.chance(0.3))
    branchIds.push(catalog.branchIdByKey.get(rng.pick(type.alt)) as number);
  if (rng.chance(0.08)) branchIds.push(rng.pick(catalog.branches).branch_ID);
  const branch_IDs = [...new Set(branchIds.filter((b) => b !== undefined))];
  const services = rng.sample(ctx.services, rng.weighted([1, 2, 3], [40, 40, 20]));
  const workfield_IDs = [...new Set(services.map((s) => s.workfield_ID))];
  if (rng.chance(0.1)) {
    const extra = rng.pick(catalog.workfields).workfield_ID;
    if (!workfield_IDs.includes(extra)) workfield_IDs.push(extra);
  }
  const methodIndex =
    catalog.methods.length > 0 && rng.chance(0.6) ? rng.int(0, catalog.methods.length - 1) : null;
  const method = methodIndex === null ? null : catalog.methods[methodIndex];
  const products = minimal || rng.chance(0.4) ? [] : rng.sample(catalog.products, rng.int(1, 3));
  const properties = minimal ? [] : catalog.properties.assign(rng, type.domain);
  const client_IDs = ctx.clients.pick(rng, city, CLIENT_CATEGORY[type.branch] ?? 'city');
  const primaryClient = ctx.clientById.get(client_IDs[0] as number) as SimClient;

  const countersign = drawCountersign(rng, record.createdDay, published);
  const isfeatured = published && !minimal && rng.chance(0.08);

  // Groups follow from the facts, as an editor would file them.
  const g = catalog.groupIds;
  const groupSet = new Set<number>();
  const chosen = new Set(properties.flatMap((p) => p.option_IDs));
  const has = (field: string, de: string) => {
    const option = catalog.properties.optionId(field, de);
    return option !== undefined && chosen.has(option);
  };
  if (!minimal) {
    if (g.timber && (has('bauweise', 'Holzbau') || has('bauweise', 'Holz-Hybridbau'))) groupSet.add(g.timber);
    if (g.climate && (has('energie', 'Plusenergiehaus') || has('energie', 'Passivhaus')))
      groupSet.add(g.climate);
    const certification = catalog.properties.fieldId('zertifikat');
    if (g.sustainable && properties.some((p) => p.field_ID === certification)) groupSet.add(g.sustainable);
    if (g.bim && methodIndex === 0) groupSet.add(g.bim);
    if (g.publicClient && ['public', 'municipal'].includes(primaryClient.clienttype))
      groupSet.add(g.publicClient);
    if (g.existing && action && ['sanierung', 'umbau', 'modernisierung'].includes(action))
      groupSet.add(g.existing);
    if (g.flagship && isfeatured) groupSet.add(g.flagship);
    if (groupSet.size === 0 && g.all.length > 0 && rng.chance(0.3)) groupSet.add(rng.pick(g.all));
  }
  const group_IDs = g.all.filter((x) => groupSet.has(x));

  const contract = rng.chance(0.75)
    ? {
        value: Math.round((type.value[0] + rng.next() * (type.value[1] - type.value[0])) * 1000) * 1000,
        currency: 'EUR' as const,
        contracttype_ID: rng.pick(CONTRACT_TYPE_LIST).contracttype_ID,
        released: rng.chance(0.6),
      }
    : null;
  const employed = rng.chance(0.7) ? { count: rng.int(3, 80), released: rng.chance(0.7) } : null;
  const { media, texts: mediaTexts } = buildMedia(rng, reference_ID, type, city, minimal);
  const yearUntil = period.dateuntil ? +period.dateuntil.slice(0, 4) : null;
  const awards =
    !minimal && yearUntil !== null && catalog.awards.length > 0 && rng.chance(0.06)
      ? [{ award_ID: rng.pick(catalog.awards).award_ID, year: Math.min(2026, yearUntil + rng.int(0, 1)) }]
      : [];
  const partners = minimal || rng.chance(0.5) ? [] : rng.sample(catalog.partners, rng.int(1, 3));
  const partnerRoles = partners.map(() => rng.pick(PARTNER_ROLES));
  const tags = minimal ? [] : rng.sample(TAGS[type.domain] ?? [], rng.int(0, 3));
  if (!minimal && methodIndex === 0) tags.push('BIM');

  // Language-dependent content.
  const capacity = type.capacity(rng);
  const serviceNames = services.slice(0, 2).map((s) => s.name);
  const subtitle = buildSubtitle(serviceNames, capacity);
  const named = primaryClient.displaytype === 'named';
  const description = buildDescription(rng, {
    type,
    title,
    city,
    companyname: company.companyname,
    clientLabel: primaryClient.displayedname,
    clientLink: named && primaryClient.detailpagelink ? primaryClient.detailpagelink : null,
    capacity,
    services: services.map((s) => s.name),
    method: method && methodIndex !== null ? { index: methodIndex, name: method.name } : null,
    products: products.map((p) => ({ name: p.productname, maker: p.companyname, url: p.URL })),
    yearFrom: +period.datefrom.slice(0, 4),
    yearUntil,
    months: period.months,
    hostile: role === 'hostile' ? roleRank : null,
  });
  const quotes = countersign.iscountersigned && rng.chance(0.75) ? rng.sample(QUOTES, rng.int(1, 2)) : [];
  const speaker: Localized =
    named && primaryClient.contact && primaryClient.contactReleased
      ? {
          de: `${primaryClient.contact.name}, ${primaryClient.clientname}`,
          en: `${primaryClient.contact.name}, ${primaryClient.clientname}`,
        }
      : named
        ? { de: primaryClient.clientname, en: primaryClient.clientname }
        : { de: 'Vertreter des Auftraggebers', en: 'Client representative' };
  const contractType = contract
    ? CONTRACT_TYPE_LIST.find((c) => c.contracttype_ID === contract.contracttype_ID)
    : undefined;
  const region = REGIONS[city.region] as Localized;
  const textsFor = (lang: Lang): SimReferenceTexts => ({
    projecttitle: title.full[lang],
    subtitle: subtitle[lang],
    description: description[lang],
    seolabel: '', // assigned per company and language once all references exist
    displayedlocation: `${city[lang]}, ${region[lang]}, ${GERMANY[lang]}`,
    location: district,
    city: city[lang],
    region: region[lang],
    country: GERMANY[lang],
    continent: EUROPE[lang],
    date: fmtPeriod(period.datefrom, period.dateuntil, lang, period.yearOnly),
    contracttype: contractType ? contractType.name[lang] : null,
    media: mediaTexts[lang],
    countersignstatements: quotes.map((q, i) => ({
      contactquote_ID: reference_ID * 10 + i + 1,
      statement: lang === 'de' ? q[0] : q[1],
      displayedname: speaker[lang],
    })),
    partnerroles: Object.fromEntries(
      partners.map((p, i) => [p.partner_ID, loc(partnerRoles[i] as Pair)[lang]]),
    ),
  });

  const publishedLangs: Lang[] = !published
    ? []
    : role === 'deOnly'
      ? ['de']
      : role === 'enOnly'
        ? ['en']
        : ['de', 'en'];
  // Drafts: unpublished references exist in German (often English too); one-language ones sometimes have an untranslated draft.
  const written: Lang[] = !published
    ? rng.chance(0.6)
      ? ['de', 'en']
      : ['de']
    : publishedLangs.length === 1 && rng.chance(0.5)
      ? ['de', 'en']
      : publishedLangs;
  const texts: SimReference['texts'] = {};
  const draftTexts: SimReference['draftTexts'] = {};
  for (const lang of written) (publishedLangs.includes(lang) ? texts : draftTexts)[lang] = textsFor(lang);

  return {
    reference_ID,
    company_ID: cid,
    customidentifier: rng.chance(0.8)
      ? `${ctx.idPrefix}-${period.datefrom.slice(0, 4)}-${String(index + 1).padStart(5, '0')}`
      : null,
    published,
    apiChannel: role !== 'nonApi' && published,
    status: published ? 1 : 0,
    projectstatus: period.ongoing ? 2 : 1,
    isfeatured,
    ...countersign,
    ongoing: period.ongoing,
    datefrom: period.datefrom,
    dateuntil: period.dateuntil,
    datecreated: record.datecreated,
    dateupdated: record.dateupdated,
    updated_by: `${editor.firstname} ${editor.lastname}`,
    author_user_ID: editor.user_ID,
    sortorder: 0, // assigned once all references of the company exist
    lastviewdate: published ? record.lastviewdate : null,
    viewcount: published && record.lastviewdate ? rng.int(1, 5000) : 0,
    referencetype_ID: rng.weighted([1, 2, 3, 4], [70, 15, 8, 7]),
    branch_IDs,
    group_IDs,
    workfield_IDs,
    service_IDs: services.map((s) => s.service_ID),
    method_ID: method ? method.method_ID : null,
    product_IDs: products.map((p) => p.product_ID),
    properties,
    latitude: Math.round((city.lat + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
    longitude: Math.round((city.lon + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
    zip: `${city.zip}${String(rng.int(0, 99)).padStart(2, '0')}`,
    countryCode: 'DE',
    location_ID: officeFor(ctx.locations, city),
    client_IDs,
    contract,
    employed,
    media,
    awards,
    partner_IDs: partners.map((p) => p.partner_ID),
    tags,
    texts,
    draftTexts,
  };
}
