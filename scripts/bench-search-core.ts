/**
 * Micro-benchmark of the search core: ms per query over 20,000 synthetic references, the size
 * the simulator searches per request. Run: ./node_modules/.bin/node scripts/bench-search-core.ts
 * Prints figures only; it asserts nothing (timings depend on the machine).
 */
import { performance } from 'node:perf_hooks';
import { Rng } from '../simulator/data/random.ts';
import { buildSearchDoc, type SearchableReference, searchDocs, Vocabulary } from '../src/search/index.ts';

const DOCS = Number(process.env.BENCH_DOCS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

// Seeded so every run searches the same corpus.
const rng = new Rng(42);
const pick = <T>(items: readonly T[]): T => rng.pick(items);
const words = (pool: readonly string[], n: number): string =>
  Array.from({ length: n }, () => pick(pool)).join(' ');

const NOUNS = [
  'Grundschule',
  'Schulzentrum',
  'Berufsschule',
  'Hochwasserschutz',
  'Brückensanierung',
  'Fernwärmeleitung',
  'Fußgängerbrücke',
  'Straße',
  'Kindertagesstätte',
  'Rathaus',
  'Klärwerk',
  'Sporthalle',
  'Bahnhof',
  'Wohnanlage',
  'Krankenhaus',
  'Feuerwache',
  'Parkhaus',
  'Radweg',
  'Lärmschutzwand',
  'Regenrückhaltebecken',
];
const FILL = [
  'der',
  'die',
  'das',
  'und',
  'mit',
  'für',
  'im',
  'Rahmen',
  'Neubau',
  'Sanierung',
  'Erweiterung',
  'Planung',
  'Ausführung',
  'Bauabschnitt',
  'energetisch',
  'modern',
  'barrierefrei',
  'Stahlbeton',
  'Holzbau',
  'Fassade',
  'Dach',
  'Tiefgarage',
  'Leitungsbau',
  'Bauherr',
  'Gemeinde',
  'Landkreis',
  'Projekt',
  'wurde',
  'errichtet',
  'saniert',
  '2019',
  '2021',
  'B2',
  'Abschnitt',
  'Kanal',
  'Gründung',
  'Bohrpfähle',
  'Übergabe',
  'Nutzung',
];
// A realistic vocabulary size: tens of thousands of distinct words, as real project prose has.
const SYLLABLES = [
  'bau',
  'werk',
  'haus',
  'stadt',
  'land',
  'wasser',
  'tech',
  'ver',
  'an',
  'lage',
  'netz',
  'kraft',
];
const RARE = Array.from(
  { length: 60_000 },
  (_, i) =>
    `${SYLLABLES[i % 12]}${SYLLABLES[Math.floor(i / 12) % 12]}${SYLLABLES[Math.floor(i / 144) % 12]}${i}`,
);
const CITIES = [
  'Kassel',
  'Köln',
  'München',
  'Düsseldorf',
  'Göttingen',
  'Frankfurt am Main',
  'Würzburg',
  'Lübeck',
];

function syntheticReference(id: number): SearchableReference {
  const city = pick(CITIES);
  const paragraphs = Array.from(
    { length: 3 },
    () => `<p>${words(FILL, 30)} ${pick(NOUNS)} ${words(RARE, 10)} ${words(FILL, 20)}</p>`,
  );
  return {
    reference_ID: id,
    projecttitle: `${pick(['Neubau', 'Sanierung', 'Erweiterung'])} ${pick(NOUNS)} ${city}`,
    subtitle: words(FILL, 6),
    description: `${paragraphs.join('')}<script>tracking()</script>`,
    displayedlocation: `${city}, Deutschland`,
    city,
    country: 'Deutschland',
    client: [{ displayedname: pick(['Stadt', 'Landkreis', 'Öffentlicher Auftraggeber']) }],
    branches: [{ branchname: pick(['Hochbau', 'Tiefbau', 'Ingenieurbau']) }],
    services: [
      {
        workfieldname: 'Planung',
        workfieldservices: [{ servicename: pick(['Tragwerksplanung', 'Bauleitung']) }],
      },
    ],
    properties: [{ fields: [{ value: pick(['Neubau', 'Bestand']) }, { values: [pick(FILL), pick(FILL)] }] }],
  };
}

let start = performance.now();
const docs = Array.from({ length: DOCS }, (_, i) => buildSearchDoc(syntheticReference(i + 1)));
const vocabulary = new Vocabulary();
for (const doc of docs) vocabulary.prepare(doc);
const buildMs = performance.now() - start;

const QUERIES = [
  'schule',
  'brücke sanierung',
  'strasse OR radweg',
  '"fussgaengerbruecke"',
  'schul* -berufsschule',
  '+kassel hochwasserschutz',
  '*brücke*',
  'e',
  'nichtvorhanden',
  '-2019',
  '',
];

console.log(`${DOCS} docs built and prepared in ${buildMs.toFixed(0)} ms`);
let total = 0;
for (const query of QUERIES) {
  searchDocs(query, docs, vocabulary); // warm-up
  start = performance.now();
  let hits = 0;
  for (let r = 0; r < RUNS; r++) hits = searchDocs(query, docs, vocabulary).length;
  const ms = (performance.now() - start) / RUNS;
  total += ms;
  console.log(
    `${ms.toFixed(2).padStart(8)} ms/query  ${String(hits).padStart(6)} hits  ${JSON.stringify(query)}`,
  );
}
console.log(`${(total / QUERIES.length).toFixed(2).padStart(8)} ms/query on average`);
