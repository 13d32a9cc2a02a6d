/**
 * The static search off the main thread: a module Web Worker that fetches, inflates and queries a
 * language's index with the same client code a page could run itself (openSearch, searchResults,
 * its cards), so typing and facet clicks never wait behind it. The page talks to it through
 * searchClient.ts; the exported API of engine.ts / openSearch.ts is unchanged for direct use.
 */

import { pageCount } from '../../../site/pagination.ts';
import { parseQuery } from '../../query.ts';
import { cardMarks, hasTerms } from './cardMarks.ts';
import { once, openSearch } from './openSearch.ts';
import { type Counts, searchResults } from './results.ts';
import { FIRST_CARDS, type WorkerAnswer, type WorkerAsk } from './searchClient.ts';

const scope = self as unknown as {
  /** The page names the worker after its language (searchClient.ts). */
  name: string;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerAsk>) => void): void;
  postMessage(message: WorkerAnswer): void;
};

const index = once(() => openSearch(scope.name));

/** The facet counts of recent searches, computed when asked (after the page requested its cards). */
const pendingCounts = new Map<number, () => Counts | null>();

const countsEntries = (counts: Counts | null) =>
  counts ? [...counts].map(([name, values]) => [name, [...values]] as [string, [string, number][]]) : null;

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
      // The page asks for its first cards next: their requests start now, one message round trip earlier.
      if (!ask.withAll) for (const id of pageIds.slice(0, FIRST_CARDS)) opened.card(id).catch(() => {});
      // Only the latest few searches can still be asked for their counts.
      pendingCounts.set(ask.id, results.counts);
      for (const key of pendingCounts.keys()) if (pendingCounts.size > 4) pendingCounts.delete(key);
      return {
        total: docs.length,
        page,
        pages,
        ids: pageIds,
        all: ask.withAll ? Array.from(docs, (d) => ids[d] as number) : undefined,
      };
    }
    case 'counts': {
      const counts = pendingCounts.get(ask.of);
      pendingCounts.delete(ask.of);
      const started = performance.now();
      const entries = countsEntries(counts ? counts() : null);
      // The facet counts' CPU time, for profiling (npm run bench:search prints it).
      performance.measure('search:counts', { start: started });
      return entries;
    }
    case 'card': {
      // With a query, the marks and the excerpt are cut here too: the page only inserts nodes.
      const { html, fields } = await (await index()).card(ask.ref);
      const query = parseQuery(ask.q);
      return { html, marks: hasTerms(query) ? cardMarks(fields, query) : undefined };
    }
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
