import { describe, expect, it } from 'vitest';
import { clientNames, placeLine } from '../../../src/site/views/referenceView.ts';

describe("a reference's one view of place and client", () => {
  it("shows the catalog's displayed location, else its parts from the smallest up", () => {
    expect(placeLine({ displayedlocation: ' Kassel, Hessen ', city: 'X' })).toBe('Kassel, Hessen');
    // A list item (card, map) and a detail (facts, slide, JSON-LD) without one: the same line.
    expect(
      placeLine({
        displayedlocation: '',
        location: 'Wehlheiden',
        city: 'Kassel',
        region: '',
        country: 'Deutschland',
      }),
    ).toBe('Wehlheiden, Kassel, Deutschland');
    expect(placeLine({})).toBe('');
  });

  it('names each client as released for display, in order, skipping the nameless', () => {
    expect(
      clientNames([
        { displayedname: 'Stadt Kassel' },
        { displayedname: ' ', displayedclientname: 'Öffentlicher Auftraggeber' },
        { displayedname: '' },
      ]),
    ).toBe('Stadt Kassel, Öffentlicher Auftraggeber');
    expect(clientNames(undefined)).toBe('');
  });
});
