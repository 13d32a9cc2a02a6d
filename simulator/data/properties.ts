/**
 * Company-specific project properties (additional fields): sections, single- and multi-option
 * fields, number fields; some internal (a subset flagged publicly visible), some filterable.
 */
import type { PropertyField, PropertyKind, PropertySection, SimPropertyValue } from './model.ts';
import type { Rng } from './random.ts';
import type { Domain } from './vocabulary/projecttypes.ts';
import type { FieldDef, SectionDef } from './vocabulary/properties.ts';

export { COMPANY1_SECTIONS, COMPANY2_SECTIONS } from './vocabulary/properties.ts';

const FORMTYPE: Record<PropertyKind, number> = { select: 1, multiselect: 2, number: 3 };

export interface PropertyCatalog {
  sections: PropertySection[];
  fields: PropertyField[];
  /** Draws a reference's values; `minimal` references get none. */
  assign(rng: Rng, domain: Domain): SimPropertyValue[];
  /** option_ID of a field's option by (field key, German label), for rules such as timber → group. */
  optionId(fieldKey: string, de: string): number | undefined;
  /** field_ID by definition key. */
  fieldId(fieldKey: string): number | undefined;
}

export interface PropertyIds {
  section: number;
  field: number;
  option: number;
}

export function buildProperties(
  defs: SectionDef[],
  company_ID: number,
  first: PropertyIds,
  workfieldIds: number[],
  branchIdByKey: Map<string, number>,
): PropertyCatalog {
  const sections: PropertySection[] = [];
  const fields: PropertyField[] = [];
  const plan: { def: FieldDef; field: PropertyField }[] = [];
  const options = new Map<string, number>();
  const fieldIds = new Map<string, number>();
  let { section: sectionId, field: fieldId, option: optionId } = first;
  for (const s of defs) {
    const section: PropertySection = {
      section_ID: sectionId++,
      company_ID,
      title: { de: s.title[0], en: s.title[1] },
      teaser: { de: s.teaser[0], en: s.teaser[1] },
      branch_ID: s.branch === null ? null : (branchIdByKey.get(s.branch) ?? null),
      field_IDs: [],
    };
    s.fields.forEach((f, i) => {
      const field: PropertyField = {
        field_ID: fieldId++,
        section_ID: section.section_ID,
        company_ID,
        workfield_ID: workfieldIds[f.workfield] ?? (workfieldIds[0] as number),
        title: { de: f.title[0], en: f.title[1] },
        description: { de: f.description[0], en: f.description[1] },
        kind: f.kind,
        formtype: FORMTYPE[f.kind],
        status: 1,
        internal: f.internal ?? false,
        publiclyVisible: f.publiclyVisible ?? false,
        filterable: f.filterable ?? false,
        unit: f.unit ?? null,
        options: (f.options ?? []).map(([de, en]) => {
          const option_ID = optionId++;
          options.set(`${f.key}\u0000${de}`, option_ID);
          return { option_ID, label: { de, en } };
        }),
        sortorder: i + 1,
      };
      section.field_IDs.push(field.field_ID);
      fieldIds.set(f.key, field.field_ID);
      fields.push(field);
      plan.push({ def: f, field });
    });
    sections.push(section);
  }

  const assign = (rng: Rng, domain: Domain): SimPropertyValue[] => {
    const values: SimPropertyValue[] = [];
    for (const { def, field } of plan) {
      if (!rng.chance(def.p[domain] ?? 0)) continue;
      if (field.kind === 'number') {
        const [min, max] = def.range ?? [1, 100];
        values.push({ field_ID: field.field_ID, option_IDs: [], number: rng.int(min, max) });
      } else {
        const count = field.kind === 'select' ? 1 : rng.int(1, def.maxOptions ?? 1);
        const picked = rng.sample(field.options, count).map((o) => o.option_ID);
        values.push({ field_ID: field.field_ID, option_IDs: picked, number: null });
      }
    }
    return values;
  };

  return {
    sections,
    fields,
    assign,
    optionId: (key, de) => options.get(`${key}\u0000${de}`),
    fieldId: (key) => fieldIds.get(key),
  };
}
