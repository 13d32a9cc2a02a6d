/**
 * The matcher's source over the static search index in the browser: each key term searched by the
 * index's engine (the search core's own matchers), doc indexes mapped to reference_IDs.
 */
import type { StaticSearch } from '../search/static/client/engine.ts';
import type { AsyncMatchSource, TermHit } from './matchReferences.ts';

export function staticMatchSource(engine: StaticSearch): AsyncMatchSource {
  return {
    docCount: engine.docCount,
    async searchTerm(term) {
      const [ids, hits] = await Promise.all([engine.ids(), engine.hits(term)]);
      return hits.map(
        (hit): TermHit => ({ id: ids[hit.id] as number, wholeWord: hit.wholeWord, score: hit.score }),
      );
    },
  };
}
