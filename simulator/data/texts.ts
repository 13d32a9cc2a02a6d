/**
 * Titles, subtitles and HTML descriptions in German and English. Both languages are built from
 * the same draws so they describe the same project.
 */
import { fmtNum } from './format.ts';
import type { Lang, Localized } from './model.ts';
import type { Rng } from './random.ts';
import type { Pair } from './vocabulary/catalog.ts';
import {
  CHALLENGES,
  HOSTILE,
  LONG_EXTRAS,
  METHOD_SENTENCES,
  PROGRAMMES,
  SCOPE,
} from './vocabulary/phrases.ts';
import type { City } from './vocabulary/places.ts';
import { STREETS } from './vocabulary/places.ts';
import { ACTIONS, type ActionKey, type ProjectType } from './vocabulary/projecttypes.ts';

const MASCULINE_WATERS = new Set(['Rhein', 'Main', 'Neckar', 'Lech', 'Strelasund']);
const RIVER_EN: Record<string, string> = {
  Rhein: 'Rhine',
  Donau: 'Danube',
  Mosel: 'Moselle',
  'Kieler Förde': 'Kiel Fjord',
};

const upper = (s: string) => (s[0] ?? '').toUpperCase() + s.slice(1);
const both = (de: string, en: string): Localized => ({ de, en });

function suffix(rng: Rng, type: ProjectType, city: City, district: string): Localized {
  const river = city.river;
  const riverEn = river ? (RIVER_EN[river] ?? river) : '';
  if (type.motif === 'bridge') {
    if (river && rng.chance(0.55))
      return both(` über ${MASCULINE_WATERS.has(river) ? 'den' : 'die'} ${river}`, ` across the ${riverEn}`);
    if (rng.chance(0.4)) {
      const road = `B ${rng.int(3, 520)}`;
      return both(` im Zuge der ${road}`, ` on federal highway ${road}`);
    }
  }
  if (type.domain === 'water' && river && rng.chance(0.5)) {
    return both(` ${MASCULINE_WATERS.has(river) ? 'am' : 'an der'} ${river}`, ` on the ${riverEn}`);
  }
  const r = rng.next();
  if (type.domain === 'building' && r < 0.4) {
    const street = rng.pick(STREETS);
    if (/^(Am|Zum|Große) /.test(street)) return both(` ${street}`, ` at ${street}`);
    const fem = /(straße|allee|promenade)$/.test(street);
    return both(` ${fem ? 'an der' : 'am'} ${street}`, ` at ${street}`);
  }
  if (r < 0.7) return both(` ${district}`, ` in ${district}`);
  return both('', '');
}

export interface Title {
  /** Full title, "…, City". */
  full: Localized;
  /** Without the city, for running text. */
  short: Localized;
}

export function buildTitle(
  rng: Rng,
  type: ProjectType,
  action: ActionKey | null,
  city: City,
  district: string,
): Title {
  const s = suffix(rng, type, city, district);
  const de = `${action ? `${ACTIONS[action].de} ` : ''}${type.de}${s.de}`;
  const en = upper(action ? ACTIONS[action].en.replace('%', type.en) : type.en) + s.en;
  return { short: { de, en }, full: { de: `${de}, ${city.de}`, en: `${en}, ${city.en}` } };
}

/** Stretches a title past 150 characters the way real over-long project names look. */
export function lengthenTitle(rng: Rng, title: Title, city: City): Title {
  const extras = rng.sample(LONG_EXTRAS, 4);
  const programme = rng.pick(PROGRAMMES);
  const list = (lang: 0 | 1) => {
    const names = extras.map((e) => e[lang]);
    const last = names.pop();
    return `${names.join(', ')} ${lang === 0 ? 'und' : 'and'} ${last}`;
  };
  const de = `${title.short.de} mit ${list(0)} im Rahmen des Förderprogramms „${programme[0]}“ (1. und 2. Bauabschnitt)`;
  const en = `${title.short.en} with ${list(1)} under the “${programme[1]}” funding programme (construction phases 1 and 2)`;
  return { short: { de, en }, full: { de: `${de}, ${city.de}`, en: `${en}, ${city.en}` } };
}

export function buildSubtitle(services: Localized[], capacity: Localized): Localized {
  const join = (names: string[], and: string) =>
    names.length > 1
      ? `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`
      : (names[0] ?? '');
  const de =
    join(
      services.map((s) => s.de),
      'und',
    ) || 'Bauleistungen';
  const en =
    join(
      services.map((s) => s.en),
      'and',
    ) || 'Construction services';
  return { de: `${de} ${capacity.de}`, en: `${upper(en)} ${capacity.en}` };
}

export interface DescriptionInput {
  type: ProjectType;
  title: Title;
  city: City;
  companyname: string;
  clientLabel: Localized;
  clientLink: string | null;
  capacity: Localized;
  services: Localized[];
  /** Index into METHODS, or null. */
  method: { index: number; name: Localized } | null;
  products: { name: Localized; maker: string; url: string }[];
  yearFrom: number;
  yearUntil: number | null;
  months: number;
  /** Rank among the company's hostile references, or null for ordinary ones. */
  hostile: number | null;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * 2–5 paragraphs of HTML. Hostile description k gets snippets 2k and 2k+1 (mod 6) plus maybe one
 * more, so any three hostile references together carry every kind of attack.
 */
export function buildDescription(rng: Rng, input: DescriptionInput): Localized {
  const { type, title, city, companyname } = input;
  const out: Record<Lang, string[]> = { de: [], en: [] };
  const push = (p: Pair) => {
    out.de.push(p[0]);
    out.en.push(p[1]);
  };
  const { yearFrom, yearUntil } = input;
  const when: Pair =
    yearUntil === null
      ? [`im Jahr ${yearFrom}`, `in ${yearFrom}`]
      : yearUntil === yearFrom
        ? [`im Jahr ${yearFrom}`, `in ${yearFrom}`]
        : [`zwischen ${yearFrom} und ${yearUntil}`, `between ${yearFrom} and ${yearUntil}`];
  const what: Pair = [`<strong>${esc(title.short.de)}</strong>`, `<strong>${esc(title.short.en)}</strong>`];
  const lead: Pair =
    yearUntil === null
      ? [
          `In ${esc(city.de)} hat die ${esc(companyname)} ${when[0]} mit dem Projekt ${what[0]} begonnen`,
          `${esc(companyname)} started work on the ${what[1]} project in ${esc(city.en)} ${when[1]}`,
        ]
      : [
          `In ${esc(city.de)} realisierte die ${esc(companyname)} ${when[0]} das Projekt ${what[0]}`,
          `${esc(companyname)} delivered the ${what[1]} project in ${esc(city.en)} ${when[1]}`,
        ];
  push([
    `<p>${lead[0]} – ein Vorhaben ${esc(input.capacity.de)}. Auftraggeber: ${esc(input.clientLabel.de)}.</p>`,
    `<p>${lead[1]} – a scheme ${esc(input.capacity.en)}. Client: ${esc(input.clientLabel.en)}.</p>`,
  ]);

  const optional: (() => void)[] = [];
  optional.push(() => {
    const items = rng.sample(SCOPE[type.domain], rng.int(3, 5));
    const services = input.services.map((s): Pair => [s.de, s.en]);
    const li = (lang: 0 | 1) => [...services, ...items].map((i) => `<li>${esc(i[lang])}</li>`).join('');
    push([
      `<p>Der Leistungsumfang umfasste:</p><ul>${li(0)}</ul>`,
      `<p>The scope of work included:</p><ul>${li(1)}</ul>`,
    ]);
  });
  if (input.method) {
    const { index, name } = input.method;
    const sentence = METHOD_SENTENCES[index] ?? METHOD_SENTENCES[0];
    optional.push(() =>
      push([
        `<p>Abgewickelt wurde das Projekt im Modell <strong>${esc(name.de)}</strong>. ${esc(sentence?.[0] ?? '')}</p>`,
        `<p>The project was delivered using <strong>${esc(name.en)}</strong>. ${esc(sentence?.[1] ?? '')}</p>`,
      ]),
    );
  }
  if (input.products.length > 0) {
    optional.push(() => {
      const links = (lang: Lang) =>
        input.products.map((p) => `<a href="${p.url}">${esc(p.name[lang])}</a> (${esc(p.maker)})`).join(', ');
      push([
        `<p>Zum Einsatz kamen unter anderem ${links('de')}.</p>`,
        `<p>Products used include ${links('en')}.</p>`,
      ]);
    });
  }
  optional.push(() => {
    const concrete = rng.int(4, 240) * 100;
    const steel = Math.round(concrete * (rng.int(80, 160) / 1000));
    const months = input.months;
    push([
      `<p>In <strong>${months} Monaten</strong> Bauzeit wurden rund <strong>${fmtNum(concrete, 'de')} m³ Beton</strong> und ${fmtNum(steel, 'de')} t Betonstahl verbaut.</p>`,
      `<p>Over a construction period of <strong>${months} months</strong>, some <strong>${fmtNum(concrete, 'en')} m³ of concrete</strong> and ${fmtNum(steel, 'en')} t of reinforcing steel were installed.</p>`,
    ]);
  });
  optional.push(() => {
    const c = rng.pick(CHALLENGES[type.domain]);
    push([
      `<p>Eine besondere Herausforderung war ${esc(c[0])}.</p>`,
      `<p>A particular challenge was ${esc(c[1])}.</p>`,
    ]);
  });
  if (input.clientLink) {
    const link = input.clientLink;
    optional.push(() =>
      push([
        `<p>Mehr zum Auftraggeber: <a href="${link}">${esc(input.clientLabel.de)}</a></p>`,
        `<p>More about the client: <a href="${link}">${esc(input.clientLabel.en)}</a></p>`,
      ]),
    );
  }
  for (const add of rng.sample(optional, rng.int(1, 4))) add();

  if (input.hostile !== null) {
    const k = input.hostile;
    const picks = [HOSTILE[(2 * k) % HOSTILE.length], HOSTILE[(2 * k + 1) % HOSTILE.length]];
    if (rng.chance(0.5)) picks.push(rng.pick(HOSTILE));
    for (const snippet of picks) {
      if (!snippet) continue;
      const at = rng.int(1, out.de.length);
      out.de.splice(at, 0, snippet);
      out.en.splice(Math.min(at, out.en.length), 0, snippet);
    }
  }
  return { de: out.de.join('\n'), en: out.en.join('\n') };
}
