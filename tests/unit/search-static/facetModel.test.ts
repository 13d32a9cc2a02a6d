/** The sidebar model: each definition's widget and order as the API suggests, branches as a tree. */
import { describe, expect, it } from 'vitest';
import { branchFacet, definitionFacet, facetViews } from '../../../src/site/views/facetModel.ts';

const def = (name: string, formtype: string, opened: number, values: (string | number)[]) => ({
  name,
  label: name.toUpperCase(),
  formtype,
  opened,
  options: values.map((v, i) => ({ v, d: `d${v}`, c: 10 - i })),
});

describe('facet model', () => {
  it('uses radios for radiobuttons, with the API’s "all" option as the way back', () => {
    const selection = definitionFacet(def('selection', 'radiobuttons', 1, ['all', 'confirmed']));
    expect(selection).toMatchObject({ radio: true, open: true, anyValue: 'all' });
    const since = definitionFacet(def('sinceyear', 'radiobuttons', 2, [2024, 2023]));
    expect(since).toMatchObject({ radio: true, open: false, anyValue: '' });
    expect(definitionFacet(def('city', 'multiselect-checkboxes', 2, ['Kassel']))).toMatchObject({
      radio: false,
      anyValue: null,
    });
  });

  it('keeps the API’s option order (sortmode) and counts, values as URL strings', () => {
    expect(definitionFacet(def('f1', 'multiselect-checkboxes', 2, [5, 3])).options).toEqual([
      { value: '5', label: 'd5', count: 10, depth: 0 },
      { value: '3', label: 'd3', count: 9, depth: 0 },
    ]);
  });

  it('puts the branch tree first, indented by depth, counted by referencecount', () => {
    const branches = [
      { branch_ID: 1, branchname: 'Hochbau', depth: 0, referencecount: 9 },
      { branch_ID: 2, branchname: 'Schulen', depth: 1, referencecount: 4 },
    ];
    const views = facetViews([def('city', 'multiselect-checkboxes', 2, ['Kassel'])], 'Branche', branches);
    expect(views.map((v) => v.name)).toEqual(['branch_ID', 'city']);
    expect(branchFacet('Branche', branches).options[1]).toEqual({
      value: '2',
      label: 'Schulen',
      count: 4,
      depth: 1,
    });
  });
});
