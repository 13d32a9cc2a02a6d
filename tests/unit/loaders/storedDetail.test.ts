/** What the references loader stores of a detail: safe HTML for the page, the API's words for search. */
import { describe, expect, it } from 'vitest';
import type { ReferenceDetail } from '../../../src/catalog/schemas.ts';
import { storedDetail } from '../../../src/loaders/processing.ts';

const detail = (description: string) =>
  ({
    reference_ID: 7,
    projecttitle: 'Kita',
    company: { company_ID: 1 },
    description,
  }) as unknown as ReferenceDetail;

describe('storedDetail', () => {
  it('keeps the words of dropped block tags apart for search while the page gets sanitized HTML', () => {
    const stored = storedDetail(
      detail('<div>Grundschule</div><div>Sanierung</div><script>alert(1)</script>'),
    );
    expect(stored.description).not.toContain('<script');
    expect(stored.descriptionText).toMatch(/Grundschule\s+Sanierung/);
    expect(stored.descriptionText).not.toContain('alert');
  });

  it('drops the company object every detail repeats', () => {
    expect('company' in storedDetail(detail('<p>x</p>'))).toBe(false);
  });
});
