/**
 * Tender briefs generated from the catalog at test time, for the matcher's quality checks (unit
 * and browser): one brief per reference from its own facts — some title words, two services, its
 * branch, its city — written as a short tender text in the reference's language.
 */
import { keyTerms } from '../../../src/match/index.ts';

/** The detail fields a brief is written from (the catalog's 2.3 shape, lenient). */
export type BriefSource = {
  reference_ID: number;
  projecttitle?: string;
  city?: string;
  branches?: { branchname?: string }[] | undefined;
  services?: { workfieldservices?: { servicename?: string }[] }[] | undefined;
};

export type Brief = { id: number; text: string };

/** The first three title words the matcher would use (not stop words, not numbers), as written. */
function titleWords(title: string): string[] {
  return (title.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => keyTerms(w).length > 0).slice(0, 3);
}

/** A brief per reference that has two services, a branch and a city; others are skipped. */
export function briefsOf(lang: 'de' | 'en', refs: readonly BriefSource[]): Brief[] {
  return refs.flatMap((r) => {
    const services = (r.services ?? [])
      .flatMap((w) => w.workfieldservices ?? [])
      .map((s) => s.servicename ?? '')
      .filter(Boolean);
    const branch = r.branches?.[0]?.branchname;
    const words = titleWords(r.projecttitle ?? '');
    if (services.length < 2 || !branch || !r.city || words.length === 0) return [];
    const [a, b] = [services[0], services[services.length - 1]];
    const text =
      lang === 'de'
        ? `Ausschreibung: ${words.join(' ')}. Gesucht werden Leistungen der ${a} und ${b} für ein Vorhaben im Bereich ${branch} in ${r.city}.`
        : `Tender: ${words.join(' ')}. We are looking for ${a} and ${b} for a project in ${branch} in ${r.city}.`;
    return [{ id: r.reference_ID, text }];
  });
}

/** Briefs about schools, for the "schools above bridges" check. */
export const SCHOOL_BRIEF = {
  de: 'Neubau einer dreizügigen Grundschule für 400 Schülerinnen und Schüler mit Klassenräumen, Fachräumen und Schulhof sowie die Erweiterung einer bestehenden Schule.',
  en: 'New three-form primary school for 400 pupils with classrooms, specialist rooms and a schoolyard, and the extension of an existing school.',
} as const;

/**
 * Which references are about schools and which about bridges: by their own title, subtitle and
 * groups; one that names both (the generated data has a "Brückensanierung … des Schulhofs") is neither.
 */
export const SCHOOL = { de: /schul/i, en: /school|universit|campus/i } as const;
export const BRIDGE = { de: /brücke|brücken/i, en: /bridge/i } as const;
