/**
 * The page's side of the search worker (searchWorker.ts): the same steps the page would run on
 * the index itself (open, completions, a result page with its facet counts, a result card), each a
 * message answered with a promise. The worker starts on first use; one per page and language.
 */
import type { CardMarks } from './cardMarks.ts';
import type { SortKey } from './urlState.ts';

/**
 * Cards shown before the rest of a result page: two rows of three on a wide screen, more than a
 * phone's first screen. Alone they arrive sooner than with the whole page's cards.
 */
export const FIRST_CARDS = 6;

export type ResultQuery = { q: string; filters: [string, string[]][]; sort: SortKey };

type Ask =
  | { kind: 'open' }
  | { kind: 'completions'; prefix: string; limit: number }
  | { kind: 'results'; query: ResultQuery; page: number; pageSize: number; withAll: boolean }
  | { kind: 'card'; ref: number; q: string };
export type WorkerAsk = Ask & { id: number };
export type WorkerAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string };

/**
 * A result page: the references shown (reference_ID), every result's when asked (the map), the
 * facet counts (null: none apply) and the first FIRST_CARDS cards, ready to show.
 */
export type ResultPage = {
  total: number;
  page: number;
  pages: number;
  ids: number[];
  all?: number[] | undefined;
  counts: CountEntries | null;
  first: CardData[];
};
/** A result card: its HTML and, with a query, what to mark on it and the excerpt below it. */
export type CardData = { html: string; marks?: CardMarks | undefined };
export type CountEntries = [string, [string, number][]][];

export class SearchClient {
  readonly #lang: string;
  #worker: Worker | undefined;
  #next = 0;
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  constructor(lang: string) {
    this.#lang = lang;
  }

  #ask<T>(ask: Ask): Promise<T> {
    const id = ++this.#next;
    const worker = this.#start();
    const promise = new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    worker.postMessage({ ...ask, id } satisfies WorkerAsk);
    return promise;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    // Vite bundles the worker as its own module file in /_astro/ (script-src 'self' covers it).
    const worker = new Worker(new URL('./searchWorker.ts', import.meta.url), {
      type: 'module',
      name: this.#lang,
    });
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const waiting = this.#waiting.get(answer.id);
      if (!waiting) return;
      this.#waiting.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.error));
    });
    worker.addEventListener('error', (event) => {
      // A worker that cannot start fails what it was asked; the next search starts a new one.
      for (const { reject } of this.#waiting.values()) reject(new Error(`search worker: ${event.message}`));
      this.#waiting.clear();
      this.#worker = undefined;
    });
    this.#worker = worker;
    return worker;
  }

  /** Loads the manifest, doc table and facets ahead of the first search (focus in the field). */
  open(): Promise<void> {
    return this.#ask({ kind: 'open' });
  }

  completions(prefix: string, limit: number): Promise<string[]> {
    return this.#ask({ kind: 'completions', prefix, limit });
  }

  /** One page of results, with its facet counts and first cards. */
  results(query: ResultQuery, page: number, pageSize: number, withAll: boolean): Promise<ResultPage> {
    return this.#ask({ kind: 'results', query, page, pageSize, withAll });
  }

  /** A result card for the query `q` (marks and excerpt computed in the worker). */
  card(ref: number, q: string): Promise<CardData> {
    return this.#ask({ kind: 'card', ref, q });
  }
}
