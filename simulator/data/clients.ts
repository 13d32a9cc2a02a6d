/**
 * Client catalog. Each city has its municipality and its public utility; a pool of further
 * clients (agencies, housing and port companies, hospitals, private owners) covers the rest.
 * Display type is fixed per client: anonymized clients show only a generic label.
 */

import { slugify } from '../../src/catalog/slug.ts';
import type { Localized, SimClient } from './model.ts';
import { Rng } from './random.ts';
import { type City, GERMANY, REGIONS, STREETS } from './vocabulary/places.ts';

/** Which kind of client commissions a project of a given branch. */
export type ClientCategory =
  | 'city'
  | 'utility'
  | 'education'
  | 'health'
  | 'housing'
  | 'water'
  | 'roads'
  | 'rail'
  | 'energy'
  | 'port';

const SECTORS: Record<string, Localized> = {
  admin: { de: 'Öffentliche Verwaltung', en: 'Public administration' },
  utility: { de: 'Energie- und Wasserversorgung', en: 'Energy and water supply' },
  education: { de: 'Bildung & Forschung', en: 'Education & research' },
  health: { de: 'Gesundheitswesen', en: 'Healthcare' },
  housing: { de: 'Wohnungswirtschaft', en: 'Housing industry' },
  transport: { de: 'Verkehr & Logistik', en: 'Transport & logistics' },
  private: { de: 'Privatperson', en: 'Private individual' },
};

const ANON: Record<SimClient['clienttype'], Localized> = {
  public: { de: 'Öffentlicher Auftraggeber', en: 'Public client' },
  municipal: { de: 'Kommunaler Auftraggeber', en: 'Municipal client' },
  corporate: { de: 'Gewerblicher Auftraggeber', en: 'Corporate client' },
  private: { de: 'Privater Bauherr', en: 'Private client' },
};

/** [name, clienttype, sector, categories, home city (German name)]. Fictional organisations. */
const POOL: [string, SimClient['clienttype'], string, ClientCategory[], string][] = [
  ['Landesbetrieb Bau und Immobilien Mitte', 'public', 'admin', ['city', 'education', 'roads'], 'Wiesbaden'],
  ['Landesbetrieb Straßenbau Nord', 'public', 'admin', ['roads'], 'Hannover'],
  ['Autobahnbauamt Süd', 'public', 'admin', ['roads'], 'München'],
  ['Wasserverband Obere Fulda', 'public', 'admin', ['water', 'utility'], 'Fulda'],
  ['Zweckverband Abwasser Lahntal', 'public', 'admin', ['utility', 'water'], 'Gießen'],
  ['Deichverband Mittelelbe', 'public', 'admin', ['water'], 'Magdeburg'],
  ['Universität am Rhein – Baudezernat', 'public', 'education', ['education'], 'Bonn'],
  ['Hochschule für Technik Mittelhessen', 'public', 'education', ['education'], 'Gießen'],
  ['Studierendenwerk Sachsen-Mitte', 'public', 'education', ['education', 'housing'], 'Leipzig'],
  ['Klinikverbund Hessen-Mitte gGmbH', 'corporate', 'health', ['health'], 'Marburg'],
  ['St. Elisabeth Krankenhaus GmbH', 'corporate', 'health', ['health'], 'Köln'],
  ['Diakoniewerk Nordhessen e. V.', 'corporate', 'health', ['health'], 'Kassel'],
  ['Wohnungsbaugesellschaft Kasseler Land mbH', 'corporate', 'housing', ['housing'], 'Kassel'],
  ['Gemeinnützige Wohnstätten Rhein-Main eG', 'corporate', 'housing', ['housing'], 'Frankfurt am Main'],
  ['Quartiersentwicklung Elbufer GmbH & Co. KG', 'corporate', 'housing', ['housing'], 'Dresden'],
  ['Hafengesellschaft Mittelweser mbH', 'corporate', 'transport', ['port', 'water'], 'Bremen'],
  ['Regionalbahn Hessen-Thüringen AG', 'corporate', 'transport', ['rail'], 'Erfurt'],
  ['Verkehrsbetriebe Rhein-Neckar AG', 'corporate', 'transport', ['rail'], 'Mannheim'],
  ['Energieversorgung Werra-Meißner AG', 'corporate', 'utility', ['energy', 'utility'], 'Kassel'],
  ['Sonnenfeld Energie GmbH & Co. KG', 'corporate', 'utility', ['energy'], 'Cottbus'],
  ['Logistikpark Nordhessen GmbH', 'corporate', 'transport', ['roads', 'housing'], 'Kassel'],
  ['Familie Hartmann', 'private', 'private', ['housing'], 'Tübingen'],
  ['Dr. Annette Vogel', 'private', 'private', ['housing', 'health'], 'Freiburg im Breisgau'],
];

const COMPANY2_POOL: typeof POOL = [
  ['Hamburger Hafen Infrastruktur GmbH', 'corporate', 'transport', ['port', 'water'], 'Hamburg'],
  ['Wohnen an der Förde eG', 'corporate', 'housing', ['housing'], 'Kiel'],
  ['Familie Jensen', 'private', 'private', ['housing'], 'Lübeck'],
];

const FIRST = [
  'Andrea',
  'Thomas',
  'Sabine',
  'Michael',
  'Claudia',
  'Stefan',
  'Birgit',
  'Jörg',
  'Ulrike',
  'Matthias',
  'Anja',
  'Frank',
  'Özlem',
  'Lars',
];
const LAST = [
  'Schäfer',
  'Krüger',
  'Neumann',
  'Wagner',
  'Hoffmann',
  'Böhm',
  'Lehmann',
  'Fischer',
  'Yıldız',
  'Schröder',
  'Kowalski',
  'Becker',
  'Günther',
  'Wolff',
];
const JOBS: Localized[] = [
  { de: 'Leiterin des Hochbauamts', en: 'Head of Building Department' },
  { de: 'Technischer Geschäftsführer', en: 'Technical Director' },
  { de: 'Projektleiter Bauherrenseite', en: "Owner's Project Manager" },
  { de: 'Fachbereichsleiterin Tiefbau', en: 'Head of Civil Engineering' },
  { de: 'Oberbürgermeister', en: 'Lord Mayor' },
  { de: 'Abteilungsleiter Infrastruktur', en: 'Head of Infrastructure' },
];

export interface ClientPool {
  clients: SimClient[];
  /** Picks the clients of a reference in `city` whose project falls into `category`. */
  pick(rng: Rng, city: City, category: ClientCategory): number[];
}

export function buildClients(seed: number, company_ID: number, cities: City[]): ClientPool {
  const rng = Rng.of(seed, 'clients', company_ID);
  const clients: SimClient[] = [];
  let nextId = company_ID === 1 ? 1 : 5001;
  const byCity = new Map<string, { city: number; utility: number }>();
  const make = (name: string, clienttype: SimClient['clienttype'], sector: string, city: City): SimClient => {
    const anonymized = clienttype === 'private' || rng.chance(0.3);
    const hasContact = clienttype !== 'private' && rng.chance(0.7);
    const client: SimClient = {
      client_ID: nextId++,
      company_ID,
      displaytype: anonymized ? 'anonymized' : 'named',
      clienttype,
      displayedname: anonymized ? ANON[clienttype] : { de: name, en: name },
      clientname: name,
      address: `${rng.pick(STREETS)} ${rng.int(1, 140)}`,
      address2: rng.chance(0.2) ? `Postfach ${rng.int(100, 9999)}` : '',
      zip: `${city.zip}${String(rng.int(0, 99)).padStart(2, '0')}`,
      city: city.de,
      region: (REGIONS[city.region] as Localized).de,
      country: GERMANY,
      detailpagelink:
        clienttype === 'private' ? '' : `https://www.${slugify(name, 'de').slice(0, 40)}.example/`,
      mainbranch: SECTORS[sector] as Localized,
      contact: hasContact ? { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, jobtitle: rng.pick(JOBS) } : null,
      contactReleased: hasContact && rng.chance(0.5),
    };
    clients.push(client);
    return client;
  };
  for (const city of cities) {
    const municipality = make(`Stadt ${city.de}`, 'municipal', 'admin', city);
    const utility = make(`Stadtwerke ${city.de} GmbH`, 'corporate', 'utility', city);
    byCity.set(city.de, { city: municipality.client_ID, utility: utility.client_ID });
  }
  const pool = (company_ID === 1 ? POOL : COMPANY2_POOL).map(([name, type, sector, categories, home]) => ({
    id: make(name, type, sector, cities.find((c) => c.de === home) ?? (cities[0] as City)).client_ID,
    categories,
  }));

  const pick = (r: Rng, city: City, category: ClientCategory): number[] => {
    const local = byCity.get(city.de);
    const candidates = pool.filter((p) => p.categories.includes(category)).map((p) => p.id);
    let primary: number;
    if (local && (category === 'city' || category === 'roads') && r.chance(0.75)) primary = local.city;
    else if (local && (category === 'utility' || category === 'energy') && r.chance(0.7))
      primary = local.utility;
    else if (candidates.length > 0) primary = r.pick(candidates);
    else primary = local ? local.city : (pool[0]?.id as number);
    // Joint commissions (municipality plus a state agency or utility) happen now and then.
    if (local && r.chance(0.1)) {
      const second = primary === local.city ? local.utility : local.city;
      return [primary, second];
    }
    return [primary];
  };
  return { clients, pick };
}

/** Category of client that commissions a project in the given leaf branch. */
export const CLIENT_CATEGORY: Record<string, ClientCategory> = {
  schulen: 'city',
  kitas: 'city',
  hochschulen: 'education',
  verwaltung: 'city',
  feuerwehr: 'city',
  sport: 'city',
  kliniken: 'health',
  pflege: 'health',
  quartiere: 'housing',
  gefoerdert: 'housing',
  hochwasser: 'water',
  haefen: 'port',
  klaeranlagen: 'utility',
  kanalbau: 'utility',
  tiefgaragen: 'housing',
  baugruben: 'housing',
  bruecken: 'roads',
  fussgaengerbruecken: 'roads',
  strassen: 'roads',
  radwege: 'roads',
  schiene: 'rail',
  fernwaerme: 'utility',
  erneuerbare: 'energy',
  laermschutz: 'roads',
  'n-mfh': 'housing',
  'n-studenten': 'housing',
  'n-kai': 'port',
  'n-hafen': 'port',
};
