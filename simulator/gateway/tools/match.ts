/**
 * match_references: key terms of the text (keyTerms.ts), each searched with the search core over
 * the company's search docs (a plain word also matches inside compounds). A reference's relevance
 * is the weighted share of terms it matches: a term weighs its frequency in the text times its rarity
 * in the catalog (inverse document frequency); whole-word hits count fully, infix hits 0.6.
 */

import { LIMITS, type ToolParsedArgs } from '../../../src/gateway/schemas.ts';
import { searchDocs } from '../../../src/search/index.ts';
import { searchIndex } from '../../store/searchDocs.ts';
import { RpcError } from '../errors.ts';
import { keyTerms } from '../keyTerms.ts';
import {
  referenceBullets,
  resultItem,
  type ToolContext,
  type ToolOutput,
  toolOutput,
  viewOf,
} from './common.ts';
import { searchFiltered } from './references.ts';

export function matchReferences(ctx: ToolContext, a: ToolParsedArgs<'match_references'>): ToolOutput {
  if (Buffer.byteLength(a.text, 'utf8') > LIMITS.matchTextMaxBytes)
    throw new RpcError('invalidParams', 'text is longer than 200 KB');
  const view = viewOf(ctx, a.lang);
  const allowed = new Set(
    searchFiltered(ctx, view, { branch_ID: a.branch_ID, country: a.country, year_from: a.year_from }).map(
      (d) => d.ref.reference_ID,
    ),
  );
  const terms = keyTerms(a.text);
  const docs = searchIndex(view).docs();
  // Rare terms say more than common ones ("Neubau" is everywhere): weight by inverse frequency.
  const searched = terms.map((t) => ({ t, hits: searchDocs(t.term, docs) }));
  const weightOf = (n: number, hits: number) => (hits === 0 ? 0 : n * Math.log(1 + docs.length / hits));
  const totalWeight = searched.reduce((n, s) => n + weightOf(s.t.weight, s.hits.length), 0);
  const score = new Map<number, number>();
  for (const { t, hits } of searched) {
    const w = weightOf(t.weight, hits.length);
    for (const hit of hits)
      if (allowed.has(hit.id)) score.set(hit.id, (score.get(hit.id) ?? 0) + w * (hit.wholeWord ? 1 : 0.6));
  }
  const ranked = [...score.entries()]
    .map(([id, s]) => ({ id, relevance: Math.round((s / totalWeight) * 1000) / 1000 }))
    .sort((x, y) => y.relevance - x.relevance || x.id - y.id)
    .slice(0, a.count);
  const matches = ranked.flatMap(({ id, relevance }) => {
    const d = view.byId.get(id);
    return d ? [{ ...resultItem(d), relevance }] : [];
  });
  const heading = a.lang === 'de' ? 'Passende Referenzen' : 'Matching references';
  return toolOutput(
    `## ${heading}\n\nKey terms: ${terms.map((t) => t.term).join(', ') || '–'}\n\n${referenceBullets(
      matches.map((m) => ({ ...m, city: `${m.city} · ${m.relevance}` })),
    )}`,
    { count: matches.length, matches, terms: terms.map((t) => t.term) },
    matches,
  );
}
