/** Marker lists (watchlists) of company 1's users, with notes for the export's markerlistnotes. */
import type { SimMarkerlist, SimReference } from './model.ts';
import { Rng } from './random.ts';

const NOTES = [
  'Für Ausschreibung Schulzentrum Nord vormerken',
  'Passt zur Anfrage des Landkreises',
  'Bilder vor Veröffentlichung prüfen',
  'Ansprechpartner beim Auftraggeber anfragen',
  'Gute Referenz für BIM-Nachweis',
  '',
];

export function buildMarkerlists(seed: number, references: SimReference[]): SimMarkerlist[] {
  const rng = Rng.of(seed, 'markerlists');
  // Lists hold whatever editors flagged, unpublished drafts included.
  const own = references.filter((r) => r.company_ID === 1);
  const list = (markerlist_ID: number, user_ID: number, name: string, size: number): SimMarkerlist => ({
    markerlist_ID,
    company_ID: 1,
    user_ID,
    name,
    entries: rng.shuffle(rng.sample(own, size)).map((r, i) => ({
      reference_ID: r.reference_ID,
      sortorder: i + 1,
      note: rng.pick(NOTES),
    })),
  });
  return [
    list(1, 1, 'Angebot Schulbauoffensive 2026', 12),
    list(2, 2, 'Messe-Highlights', 8),
    list(3, 4, 'Bridges shortlist', 0),
  ];
}
