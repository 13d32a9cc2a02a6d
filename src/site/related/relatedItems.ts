/**
 * What related references compare, taken from a stored reference (src/site/related/related.ts scores it):
 * branch paths, groups, and as terms the services, products and option values of its properties.
 * Free-text values (numbers, names) are left out: they rarely match and say little when they do.
 */
import type { StoredItem } from '../../loaders/schemas.ts';
import type { DetailSummary } from '../../loaders/summary.ts';
import type { RelatedItem } from './related.ts';

export function relatedItemOf(lang: string, item: StoredItem, detail: DetailSummary): RelatedItem {
  const branchPaths = (detail.branches ?? []).map((branch) => {
    const path = (branch.path ?? []).map((step) => step.branch_ID);
    if (path.at(-1) !== branch.branch_ID) path.push(branch.branch_ID);
    return path;
  });
  const terms = [
    ...(detail.services ?? []).flatMap((field) => field.workfieldservices.map((s) => `s:${s.service_ID}`)),
    ...(detail.usedproducts ?? []).map((product) => `p:${product.product_ID}`),
    ...(detail.properties ?? []).flatMap((section) =>
      section.fields.flatMap((field) => (field.values ?? []).map((value) => `o:${field.field_ID}:${value}`)),
    ),
  ];
  return {
    id: item.reference_ID,
    lang,
    branchPaths,
    groups: (detail.referencegroups ?? []).map((group) => group.group_ID),
    terms,
    latitude: detail.latitude ?? item.latitude,
    longitude: detail.longitude ?? item.longitude,
  };
}
