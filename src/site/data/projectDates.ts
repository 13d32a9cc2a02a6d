/**
 * The API's `date` is display text ("03/2019 – 11/2021", "2019", "seit 05/2024", "since 2024");
 * the spec leaves its format open (§2.9). Pages show it as given; this reads what it can for
 * machine use (JSON-LD, ordering) and says nothing when it cannot.
 */
import { type Lang, LOCALES } from '../../catalog/lang.ts';
export type ProjectPeriod = {
  /** ISO 8601 (YYYY, YYYY-MM or YYYY-MM-DD). */
  start?: string;
  end?: string;
  ongoing: boolean;
};

const TOKEN = /(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2})\/(\d{4})|(\d{4})-(\d{2})(?:-(\d{2}))?|\b(\d{4})\b/g;
const ONGOING = /\b(seit|since|ab|from|laufend|ongoing)\b/i;

const pad = (value: string) => value.padStart(2, '0');

function validMonth(month: string): boolean {
  const n = Number(month);
  return n >= 1 && n <= 12;
}

function toIso(match: RegExpExecArray): string | undefined {
  const [, d, m, y, mm, my, iy, im, id, year] = match;
  if (y && m && d) return validMonth(m) ? `${y}-${pad(m)}-${pad(d)}` : undefined;
  if (my && mm) return validMonth(mm) ? `${my}-${pad(mm)}` : undefined;
  if (iy && im) return validMonth(im) ? `${iy}-${im}${id ? `-${id}` : ''}` : undefined;
  return year;
}

export function parseProjectPeriod(text: string | undefined): ProjectPeriod {
  if (!text) return { ongoing: false };
  const dates: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const iso = toIso(match);
    if (iso) dates.push(iso);
  }
  const [first] = dates;
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return { ongoing: false };
  if (ONGOING.test(text) && dates.length === 1) return { start: first, ongoing: true };
  return { start: first, end: last, ongoing: false };
}

/** schema.org temporalCoverage: an ISO 8601 interval, open-ended (`..`) while ongoing. */
export function temporalCoverage(period: ProjectPeriod): string | undefined {
  if (!period.start) return undefined;
  if (period.ongoing) return `${period.start}/..`;
  return period.end && period.end !== period.start ? `${period.start}/${period.end}` : period.start;
}

/**
 * A sortable number for "most recent project first": the end of the period (ongoing counts as
 * newest), as YYYYMMDD with missing parts filled high so "2021" sorts after "03/2021". 0 = unknown.
 */
export function recencyKey(period: ProjectPeriod): number {
  if (period.ongoing) return 99_999_999;
  const iso = period.end ?? period.start;
  if (!iso) return 0;
  const [year, month = '12', day = '31'] = iso.split('-');
  return Number(`${year}${month}${day}`);
}

/**
 * A date-like catalog field for display: ISO dates (YYYY-MM-DD, optionally with a time) are
 * written the way the page's language writes dates; anything else is shown as delivered.
 */
// One formatter per language: constructing Intl.DateTimeFormat per call cost ~2 s of a 20,000-page build.
const LONG_DATE = {
  de: new Intl.DateTimeFormat(LOCALES.de, { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(LOCALES.en, { dateStyle: 'long', timeZone: 'UTC' }),
};

export function displayDate(value: string | undefined, lang: Lang): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return text;
  return LONG_DATE[lang].format(date);
}
