/**
 * The static search off the main thread: a module Web Worker that fetches, inflates and queries a
 * language's index with the same client code a page could run itself (openSearch, searchResults,
 * its cards), so typing and facet clicks never wait behind it. The page talks to it through
 * searchClient.ts; the exported API of engine.ts / openSearch.ts is unchanged for direct use.
 */

import { pageCount } from '../../../lib/pagination.ts';
import { once } from '../../../lib/remember.ts';
import { parseQuery } from '../../query.ts';
import { cardMarks, hasTerms } from './cardMarks.ts';
import { openSearch } from './openSearch.ts';
import { type Counts, searchResults } from './results.ts';
import type { CardData, ResultPage } from './searchClient.ts';
import { FIRST_CARDS, type WorkerAnswer, type WorkerAsk } from './searchClient.ts';

const scope = self as unknown as {
  /** The page names the worker after its language (searchClient.ts). */
  name: string;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerAsk>) => void): void;
  postMessage(message: WorkerAnswer): void;
};

const index = once(() => openSearch(scope.name));

const countsEntries = (counts: Counts | null) =>
  counts ? [...counts].map(([name, values]) => [name, [...values]] as [string, [string, number][]]) : null;

/** A reference's card for the query `q`: with terms, the marks and the excerpt are cut here too. */
async function cardFor(ref: number, q: string): Promise<CardData> {
  const { html, fields } = await (await index()).card(ref);
  const query = parseQuery(q);
  return { html, marks: hasTerms(query) ? cardMarks(fields, query) : undefined };
}

async function answer(ask: WorkerAsk): Promise<unknown> {
  switch (ask.kind) {
    case 'open': {
      const opened = await index();
      await Promise.all([opened.engine.open(), opened.facets()]);
      return null;
    }
    case 'completions':
      return (await index()).engine.completions(ask.prefix, ask.limit);
    case 'results': {
      const opened = await index();
      const [ids, results] = await Promise.all([
        opened.engine.ids(),
        searchResults(
          { manifest: opened.files.manifest, ...opened },
          { ...ask.query, filters: new Map(ask.query.filters) },
        ),
      ]);
      const { docs } = results;
      const pages = pageCount(docs.length, ask.pageSize);
      const page = Math.min(Math.max(1, ask.page), pages);
      const slice = docs.subarray((page - 1) * ask.pageSize, page * ask.pageSize);
      const pageIds = Array.from(slice, (d) => ids[d] as number);
      // The first cards' requests start now; the counts are computed while they load, and both
      // go back with the page in one message: what the page shows first needs no second round trip.
      const first = ask.withAll ? [] : pageIds.slice(0, FIRST_CARDS).map((id) => cardFor(id, ask.query.q));
      const started = performance.now();
      const counts = countsEntries(results.counts());
      // The facet counts' CPU time, for profiling (npm run bench:search prints it).
      performance.measure('search:counts', { start: started });
      const firstCards = await Promise.all(first);
      // The page asks for the rest next: their requests start now, one message round trip earlier.
      if (!ask.withAll) for (const id of pageIds.slice(FIRST_CARDS)) opened.card(id).catch(() => {});
      return {
        total: docs.length,
        page,
        pages,
        ids: pageIds,
        all: ask.withAll ? Array.from(docs, (d) => ids[d] as number) : undefined,
        counts,
        first: firstCards,
      } satisfies ResultPage;
    }
    case 'card':
      return cardFor(ask.ref, ask.q);
  }
}

scope.addEventListener('message', (event) => {
  const ask = event.data;
  answer(ask).then(
    (value) => scope.postMessage({ id: ask.id, ok: true, value }),
    (error: unknown) =>
      scope.postMessage({
        id: ask.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
