/** Facet membership comes from the API, option by option, and a disagreement with `c` is reported. */
import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../../../src/catalog/schemas.ts';
import { definitionMembers, optionParams } from '../../../src/loaders/facetsLoader.ts';

const DEF: FilterDefinition = {
  name: 'city',
  label: 'Ort',
  sortmode: 'hitcountdesc',
  datatype: 'string',
  formtype: 'multiselect-checkboxes',
  opened: 2,
  options: [
    { v: 'Kassel', d: 'Kassel', c: 2 },
    { v: 'Berlin', d: 'Berlin', c: 3 },
  ],
};

describe('facet membership', () => {
  it('asks search for exactly one option at a time', () => {
    expect(optionParams('city', 'Kassel')).toEqual({ filters: { city: 'Kassel' } });
    expect(optionParams('f12', 7)).toEqual({ filters: { f12: '7' } });
    expect(optionParams('selection', 'confirmed')).toEqual({ selection: 'confirmed' });
  });

  it('keeps the IDs search returns and warns when they do not add up to c', async () => {
    const asked: unknown[] = [];
    const client = {
      async searchAllIds(_lang: string, params: unknown) {
        asked.push(params);
        return JSON.stringify(params).includes('Kassel') ? [9, 4] : [1, 2];
      },
    };
    const warnings: string[] = [];
    const members = await definitionMembers(client as never, 'de', DEF, (w) => warnings.push(w));
    expect(members).toEqual([
      { v: 'Kassel', c: 2, ids: [4, 9] },
      { v: 'Berlin', c: 3, ids: [1, 2] },
    ]);
    expect(asked).toHaveLength(2);
    expect(warnings).toEqual(['facets de: city=Berlin lists c=3 but search returns 2 references']);
  });
});
