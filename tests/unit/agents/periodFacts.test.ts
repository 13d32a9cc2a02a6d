/**
 * The list items' years and months come from the catalog's period text (the only date REST
 * delivers): month-exact periods as written, a bare year as January to December, ongoing open.
 */
import { describe, expect, it } from 'vitest';
import { periodFacts } from '../../../src/agents/agentData.ts';

describe('periodFacts', () => {
  it('reads month-exact ranges as written', () => {
    expect(periodFacts('03/2019 – 11/2021')).toEqual({ yf: 2019, mf: 3, yu: 2021, mu: 11 });
  });
  it('spans a bare year or a range of years from January to December', () => {
    expect(periodFacts('2019')).toEqual({ yf: 2019, mf: 1, yu: 2019, mu: 12 });
    expect(periodFacts('2017 – 2019')).toEqual({ yf: 2017, mf: 1, yu: 2019, mu: 12 });
  });
  it('leaves an ongoing project open, in either language', () => {
    expect(periodFacts('seit 05/2024')).toEqual({ yf: 2024, mf: 5, yu: null, mu: null });
    expect(periodFacts('since 2024')).toEqual({ yf: 2024, mf: 1, yu: null, mu: null });
  });
});
