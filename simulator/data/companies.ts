/**
 * The two companies, their offices, users, credentials and registered apps. Credentials derive
 * from the seed so they look random but are stable; tests find them through the data set.
 */
import type { Company, CompanyLocation, SimApiKey, SimMcpToken, SimUser } from './model.ts';
import { hash, Rng } from './random.ts';
import { GERMANY } from './vocabulary/places.ts';

const logo = (label: string, color: string) => ({
  width: 600,
  height: 200,
  recipe: {
    seed: hash('company-logo', label),
    colors: ['#ffffff', '#f3f5f7', color] as [string, string, string],
    motif: 'logo' as const,
    label,
  },
});

export const COMPANIES: Company[] = [
  {
    company_ID: 1,
    companyname: 'Baumann Ingenieurbau GmbH',
    uniquename: 'baumann-ingenieurbau',
    address: 'Wilhelmshöher Allee 212',
    address2: '',
    zip: '34119',
    city: 'Kassel',
    region: 'Hessen',
    country: GERMANY,
    countryCode: 'DE',
    website: 'https://www.baumann-ingenieurbau.example',
    detailpagelink: 'https://www.baumann-ingenieurbau.example/unternehmen',
    teaser: {
      de: 'Planung und Bau von Schulen, Brücken und Wasserbauwerken seit 1987.',
      en: 'Designing and building schools, bridges and hydraulic structures since 1987.',
    },
    defaultLang: 'de',
    referencePageBase: {
      de: 'https://www.baumann-ingenieurbau.example/referenzen/',
      en: 'https://www.baumann-ingenieurbau.example/en/references/',
    },
    quickLinkBase: 'https://ref.baumann-ingenieurbau.example/r/',
    releaseContact: true,
    phone: '+49 561 4711-0',
    email: 'info@baumann-ingenieurbau.example',
    logo: logo('Baumann Ingenieurbau', '#1f4e79'),
  },
  {
    company_ID: 2,
    companyname: 'Nordlicht Bau AG',
    uniquename: 'nordlicht-bau',
    address: 'Am Sandtorkai 48',
    address2: '3. OG',
    zip: '20457',
    city: 'Hamburg',
    region: 'Hamburg',
    country: GERMANY,
    countryCode: 'DE',
    website: 'https://www.nordlicht-bau.example',
    detailpagelink: 'https://www.nordlicht-bau.example/ueber-uns',
    teaser: {
      de: 'Wohnungs- und Hafenbau zwischen Elbe und Ostsee.',
      en: 'Housing and port construction between the Elbe and the Baltic.',
    },
    defaultLang: 'de',
    referencePageBase: {
      de: 'https://www.nordlicht-bau.example/projekte/',
      en: 'https://www.nordlicht-bau.example/en/projects/',
    },
    quickLinkBase: 'https://www.nordlicht-bau.example/p/',
    releaseContact: false,
    phone: '+49 40 555 123-0',
    email: 'kontakt@nordlicht-bau.example',
    logo: logo('Nordlicht Bau', '#0b6e69'),
  },
];

const office = (
  location_ID: number,
  company_ID: number,
  name: string,
  address: string,
  zip: string,
  city: string,
  region: string,
  phone: string,
  latitude: number,
  longitude: number,
): CompanyLocation => ({
  location_ID,
  company_ID,
  name,
  address,
  zip,
  city,
  region,
  country: GERMANY,
  phone,
  latitude,
  longitude,
});

export const LOCATIONS: CompanyLocation[] = [
  office(
    1,
    1,
    'Hauptsitz Kassel',
    'Wilhelmshöher Allee 212',
    '34119',
    'Kassel',
    'Hessen',
    '+49 561 4711-0',
    51.3142,
    9.4472,
  ),
  office(
    2,
    1,
    'Niederlassung Frankfurt',
    'Hanauer Landstraße 150',
    '60314',
    'Frankfurt am Main',
    'Hessen',
    '+49 69 4711-200',
    50.1142,
    8.7113,
  ),
  office(
    3,
    1,
    'Niederlassung Leipzig',
    'Karl-Heine-Straße 99',
    '04229',
    'Leipzig',
    'Sachsen',
    '+49 341 4711-300',
    51.3314,
    12.3373,
  ),
  office(
    4,
    1,
    'Büro München',
    'Landsberger Straße 302',
    '80687',
    'München',
    'Bayern',
    '+49 89 4711-400',
    48.1418,
    11.4946,
  ),
  office(
    501,
    2,
    'Zentrale Hamburg',
    'Am Sandtorkai 48',
    '20457',
    'Hamburg',
    'Hamburg',
    '+49 40 555 123-0',
    53.5433,
    9.9899,
  ),
  office(
    502,
    2,
    'Büro Rostock',
    'Am Strande 3',
    '18055',
    'Rostock',
    'Mecklenburg-Vorpommern',
    '+49 381 555 77-0',
    54.0927,
    12.1404,
  ),
];

type UserSeed = [
  user_ID: number,
  company_ID: number,
  first: string,
  last: string,
  job: [string, string],
  active: boolean,
  lang: 'de' | 'en',
];

const USER_SEEDS: UserSeed[] = [
  [1, 1, 'Katrin', 'Baumann', ['Geschäftsführerin', 'Managing Director'], true, 'de'],
  [2, 1, 'Jonas', 'Weißenfels', ['Marketing', 'Marketing'], true, 'de'],
  [3, 1, 'Web', 'Integration', ['Technischer Benutzer', 'Technical user'], true, 'de'],
  [4, 1, 'Emily', 'Carter', ['Business Development', 'Business Development'], true, 'en'],
  [5, 1, 'Rüdiger', 'Scholz', ['Projektleiter', 'Project Manager'], false, 'de'],
  [501, 2, 'Hauke', 'Petersen', ['Vorstand', 'Board member'], true, 'de'],
  [502, 2, 'Nordlicht', 'Integration', ['Technischer Benutzer', 'Technical user'], true, 'de'],
];

export interface Credentials {
  users: SimUser[];
  apiKeys: SimApiKey[];
  mcpTokens: SimMcpToken[];
}

/**
 * One key per user. The key of the integration user (user 3) is the one the site uses; user 4's
 * key defaults to English; user 5 is deactivated; one extra key of user 2 is revoked.
 */
export function buildCredentials(seed: number): Credentials {
  const rng = Rng.of(seed, 'credentials');
  const users: SimUser[] = USER_SEEDS.map(
    ([user_ID, company_ID, firstname, lastname, job, active, lang]) => ({
      user_ID,
      company_ID,
      firstname,
      lastname,
      jobtitle: { de: job[0], en: job[1] },
      login: `${firstname}.${lastname}`
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .replace(/ü/g, 'ue')
        .replace(/[^a-z.]/g, '')
        .concat(company_ID === 1 ? '@baumann-ingenieurbau.example' : '@nordlicht-bau.example'),
      password: `Sim-${rng.hex(6)}-${rng.hex(6)}`,
      active,
      defaultLang: lang,
    }),
  );
  const apiKeys: SimApiKey[] = users.map((u) => ({
    apiKey: `${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}`,
    user_ID: u.user_ID,
    company_ID: u.company_ID,
    revoked: false,
  }));
  apiKeys.push({
    apiKey: `${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}`,
    user_ID: 2,
    company_ID: 1,
    revoked: true,
  });
  const token = (
    company_ID: number,
    user_ID: number,
    scopes: string[],
    expires: string,
    revoked: boolean,
  ): SimMcpToken => ({
    token: `mcp_${rng.hex(40)}`,
    company_ID,
    user_ID,
    scopes,
    expires,
    revoked,
  });
  const defaults = ['read', 'search', 'media'];
  const mcpTokens = [
    token(1, 3, defaults, '2027-12-31T23:59:59', false),
    token(
      1,
      1,
      [...defaults, 'client_details', 'analytics', 'internal_fields'],
      '2027-12-31T23:59:59',
      false,
    ),
    token(1, 2, ['read'], '2027-12-31T23:59:59', false),
    token(1, 2, defaults, '2025-01-31T23:59:59', false),
    token(1, 2, defaults, '2027-12-31T23:59:59', true),
    token(2, 502, defaults, '2027-12-31T23:59:59', false),
  ];
  return { users, apiKeys, mcpTokens };
}
