/**
 * Edits for incremental-build tests: one change of one kind, made upstream as an editor would make
 * it, to one reference of company 1, to company 1 itself, or to a branch or group. Applied after the
 * revisions. Every edited reference gets a dateupdated after all others, as the real service stamps
 * each save; renaming a branch or group edits no reference, so no dateupdated moves, yet the tree
 * and every detail carrying it show the new name (details look names up by ID).
 * `--edit <kind>:<reference_ID>`, `--edit rename-branch:<branch_ID>`, `--edit rename-group:<group_ID>`
 * on the CLI, `--edit company` for the company.
 */

import type { Company, SimBranch, SimGroup } from './catalogModel.ts';
import { addSeconds } from './format.ts';
import type { SimReference } from './model.ts';

export const EDIT_KINDS = [
  'text',
  'unpublish',
  'remove',
  'slug',
  'move',
  'image',
  'place',
  'classify',
  'rename-branch',
  'rename-group',
  'company',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];
/** `id` is a reference_ID, or the branch_ID / group_ID of a rename (0 for company). */
export type Edit = { kind: EditKind; id: number };

/** `kind:id` (or `company`) → an edit; throws with the accepted forms on anything else. */
export function parseEdit(raw: string): Edit {
  const [kind = '', id = ''] = raw.trim().split(':');
  const known = (EDIT_KINDS as readonly string[]).includes(kind);
  if (kind === 'company' && id === '') return { kind, id: 0 };
  if (!known || kind === 'company' || !/^\d+$/.test(id))
    throw new RangeError(
      `edit must be <kind>:<ID> or company (kinds: ${EDIT_KINDS.join(', ')}; the ID is a reference's, ` +
        `a branch's for rename-branch, a group's for rename-group), got "${raw}"`,
    );
  return { kind: kind as EditKind, id: Number(id) };
}

/** What edits other than a reference's change: the companies and the branch and group trees. */
export type EditableCatalog = { companies: Company[]; branches: SimBranch[]; groups: SimGroup[] };

/** An edit of a shared entity (no reference is saved); false for a reference's edit. */
function applyEntityEdit(catalog: EditableCatalog, edit: Edit): boolean {
  const renamed = (name: { de: string; en: string }) => ({
    de: `${name.de} (umbenannt)`,
    en: `${name.en} (renamed)`,
  });
  switch (edit.kind) {
    case 'company': {
      const company = catalog.companies.find((c) => c.company_ID === 1);
      if (company)
        company.teaser = {
          de: `${company.teaser.de} Seit heute mit neuem Profil.`,
          en: `${company.teaser.en} Now with a new profile.`,
        };
      return true;
    }
    case 'rename-branch': {
      const branch = catalog.branches.find((b) => b.branch_ID === edit.id);
      if (!branch) throw new RangeError(`edit rename-branch:${edit.id}: no such branch`);
      branch.name = renamed(branch.name);
      return true;
    }
    case 'rename-group': {
      const group = catalog.groups.find((g) => g.group_ID === edit.id);
      if (!group) throw new RangeError(`edit rename-group:${edit.id}: no such group`);
      group.name = renamed(group.name);
      return true;
    }
    default:
      return false;
  }
}

const EDITED_AFTER_SECONDS = 50_000_000;

/** The next reference of company 1 after `ref` whose list `key` differs from ref's, if any. */
function nextDiffering(
  references: readonly SimReference[],
  ref: SimReference,
  key: 'branch_IDs' | 'workfield_IDs',
): SimReference | undefined {
  return references.find(
    (r) => r.company_ID === 1 && r.reference_ID > ref.reference_ID && r[key].join() !== ref[key].join(),
  );
}

/** Applies `edits` in order; returns the references left (a removed one is gone). */
export function applyEdits(
  references: SimReference[],
  catalog: EditableCatalog,
  edits: readonly Edit[],
): SimReference[] {
  if (edits.length === 0) return references;
  let latest = '';
  for (const r of references) if (r.dateupdated > latest) latest = r.dateupdated;
  let result = references;
  edits.forEach((edit, k) => {
    if (applyEntityEdit(catalog, edit)) return;
    const ref = result.find((r) => r.reference_ID === edit.id && r.company_ID === 1);
    if (!ref) throw new RangeError(`edit ${edit.kind}:${edit.id}: no such reference of company 1`);
    ref.dateupdated = addSeconds(latest, EDITED_AFTER_SECONDS + k);
    const texts = [...Object.values(ref.texts), ...Object.values(ref.draftTexts)];
    switch (edit.kind) {
      case 'text':
        for (const t of texts) {
          t.subtitle = `${t.subtitle} (überarbeitet)`;
          t.description = `${t.description}<p>Ergänzung: Die Außenanlagen wurden 2025 erweitert.</p>`;
        }
        break;
      case 'unpublish':
        ref.published = false;
        break;
      case 'remove':
        result = result.filter((r) => r !== ref);
        break;
      case 'slug':
        for (const t of texts) t.seolabel = `${t.seolabel}-neu`;
        break;
      case 'move': {
        // Into the branches and groups of the next reference that has other ones.
        const other = nextDiffering(result, ref, 'branch_IDs');
        if (other) {
          ref.branch_IDs = [...other.branch_IDs];
          ref.group_IDs = [...other.group_IDs];
        }
        break;
      }
      case 'image':
        // The stage shows another picture: the gallery's last image moves first.
        for (const kind of ['widestageimages', 'galleryimages'] as const) {
          const list = ref.media[kind];
          if (list.length > 1) list.unshift(list.pop() as (typeof list)[number]);
        }
        break;
      case 'place':
        ref.latitude += 0.5;
        ref.longitude += 0.5;
        break;
      case 'classify': {
        // Into the work fields, method, products, type and city of the next reference with other
        // work fields: it leaves some filter options and joins others.
        const other = nextDiffering(result, ref, 'workfield_IDs');
        if (other) {
          ref.workfield_IDs = [...other.workfield_IDs];
          ref.method_ID = other.method_ID;
          ref.product_IDs = [...other.product_IDs];
          ref.referencetype_ID = other.referencetype_ID;
          for (const [lang, t] of Object.entries(ref.texts)) {
            const city = other.texts[lang as keyof typeof other.texts]?.city;
            if (city) t.city = city;
          }
        }
        break;
      }
    }
  });
  return result;
}
