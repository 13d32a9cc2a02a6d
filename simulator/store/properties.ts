/** Project property values (company-specific additional fields) as text and as wire objects. */
import { fmtNum } from '../data/format.ts';
import type { Lang, PropertyField, SimPropertyValue } from '../data/model.ts';

/** "1.250 m²" / "1,250 m²"; up to two decimals, none for whole numbers. */
export function numberText(n: number, unit: string | null, lang: Lang): string {
  const decimals = Number.isInteger(n) ? 0 : Number.isInteger(n * 10) ? 1 : 2;
  const text = fmtNum(n, lang, decimals);
  return unit ? `${text} ${unit}` : text;
}

/** Labels of the selected options in the field's option order. */
function optionLabels(field: PropertyField, value: SimPropertyValue, lang: Lang): string[] {
  return field.options.filter((o) => value.option_IDs.includes(o.option_ID)).map((o) => o.label[lang]);
}

/** Display text of a value (export columns); "" when the reference has no value. */
export function propertyText(field: PropertyField, value: SimPropertyValue | undefined, lang: Lang): string {
  if (!value) return '';
  if (field.kind === 'number') return value.number === null ? '' : numberText(value.number, field.unit, lang);
  return optionLabels(field, value, lang).join(', ');
}

/** Property field (spec §2.3): `value` for single-value fields, `values` for multi-option fields. */
export function propertyFieldJson(
  field: PropertyField,
  value: SimPropertyValue,
  lang: Lang,
): Record<string, unknown> | undefined {
  const base = {
    field_ID: field.field_ID,
    title: field.title[lang],
    description: field.description[lang],
    formtype: field.formtype,
    status: field.status,
    internal: field.internal,
  };
  if (field.kind === 'multiselect') {
    const values = optionLabels(field, value, lang);
    return values.length > 0 ? { ...base, values } : undefined;
  }
  const text = propertyText(field, value, lang);
  return text ? { ...base, value: text } : undefined;
}
