/**
 * Quarantine: a reference the catalog delivers in a shape the site cannot use (docs/catalog-tolerance.md).
 * It is not fatal: its last good version (stored by an earlier build, same language) stays published,
 * or a new one is left out until it is fixed upstream. Each one is named in one warning line and
 * reported to the build (build report, GitHub annotation); too many of them stop the build.
 */
import type { Rejected } from '../catalog/errors.ts';
import type { Lang } from '../catalog/lang.ts';
import { publish, type QuarantineEntry } from './buildEvents.ts';

/** The one line that names a quarantined reference, in the log, the report's reader and the annotation. */
export function quarantineLine(entry: QuarantineEntry): string {
  const id =
    entry.referenceId === undefined ? 'reference_ID=(unusable)' : `reference_ID=${entry.referenceId}`;
  const outcome = entry.kept ? 'last good version kept' : 'left out until fixed upstream';
  return `quarantined ${entry.endpoint} ${id} lang=${entry.lang}: ${entry.field}: ${entry.message} — ${outcome}`;
}

export function reportQuarantine(entry: QuarantineEntry, warn: (line: string) => void): void {
  warn(quarantineLine(entry));
  publish({ kind: 'quarantined', entry });
}

/**
 * Stops the build when more than `max` of a language's references are quarantined: that is drift
 * of the catalog as a whole, not an odd value, and publishing would hide it.
 */
export function checkQuarantineShare(label: string, quarantined: number, total: number, max: number): void {
  if (total === 0 || quarantined / total <= max) return;
  const share = Math.round((quarantined / total) * 100);
  throw new Error(
    `${label}: ${quarantined} of ${total} references quarantined (${share}%, limit ${Math.round(max * 100)}% set by CATALOG_MAX_QUARANTINE): the catalog's shape drifted; the warnings above name each one`,
  );
}

/**
 * Reports the items an ID-reading call (search pages, `mode=IDonly`) skipped for want of a usable
 * reference_ID. Such an item names no reference, and every search that finds it returns it again:
 * it is named once per language and issue.
 */
export function unusableItems(warn: (line: string) => void): (entry: Rejected, lang: Lang) => void {
  const named = new Set<string>();
  return (entry, lang) => {
    const key = `${lang} ${entry.endpoint} ${entry.field} ${entry.message}`;
    if (named.has(key)) return;
    named.add(key);
    reportQuarantine({ ...entry, lang, kept: false }, warn);
  };
}
