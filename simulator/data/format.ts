/** Locale formatting done by hand: Intl output can differ between ICU builds, the data must not. */
import type { Lang } from './model.ts';

/** 12345.6 → "12.345,6" (de) / "12,345.6" (en). */
export function fmtNum(value: number, lang: Lang, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const group = lang === 'de' ? '.' : ',';
  const point = lang === 'de' ? ',' : '.';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${frac ? point + frac : ''}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function isoTimestamp(
  year: number,
  month: number,
  day: number,
  h: number,
  m: number,
  s: number,
): string {
  return `${isoDate(year, month, day)}T${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Days since 1970-01-01 (UTC arithmetic, no local clock involved). */
export function dayNumber(iso: string): number {
  return Math.floor(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000);
}

export function fromDayNumber(days: number): string {
  const d = new Date(days * 86_400_000);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Adds whole seconds to a `YYYY-MM-DDTHH:mm:ss` timestamp. */
export function addSeconds(ts: string, seconds: number): string {
  const ms = Date.UTC(
    +ts.slice(0, 4),
    +ts.slice(5, 7) - 1,
    +ts.slice(8, 10),
    +ts.slice(11, 13),
    +ts.slice(14, 16),
    +ts.slice(17, 19),
  );
  const d = new Date(ms + seconds * 1000);
  return isoTimestamp(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  );
}

const monthYear = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Display text of the project period: "2019" (one year), "03/2019 – 11/2021" (range),
 * "seit 05/2024" / "since 05/2024" (ongoing). yearOnly drops months for vaguely dated projects.
 */
export function fmtPeriod(datefrom: string, dateuntil: string | null, lang: Lang, yearOnly: boolean): string {
  if (dateuntil === null) {
    const from = yearOnly ? datefrom.slice(0, 4) : monthYear(datefrom);
    return lang === 'de' ? `seit ${from}` : `since ${from}`;
  }
  if (yearOnly) {
    const a = datefrom.slice(0, 4);
    const b = dateuntil.slice(0, 4);
    return a === b ? a : `${a} – ${b}`;
  }
  return `${monthYear(datefrom)} – ${monthYear(dateuntil)}`;
}
