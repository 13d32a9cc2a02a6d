/**
 * SearchDocs of a view, built from exactly the detail JSON the simulator serves. Building them
 * for 20,000 references takes seconds, so start-up warms them in the background in small
 * slices (the server keeps answering); a search that comes first finishes the rest at once.
 */
import {
  buildSearchDoc,
  type SearchableReference,
  type SearchDoc,
  type SearchHit,
  searchDocs,
  Vocabulary,
} from '../../src/search/index.ts';
import type { Delivered, LangView } from './view.ts';

/** Time budget of one background slice: short enough that requests never wait long for it. */
const SLICE_MS = 3;

export class SearchIndex {
  readonly #view: LangView;
  readonly #docs: SearchDoc[] = [];
  readonly #vocabulary = new Vocabulary(); // this view's words only: views never share one

  constructor(view: LangView) {
    this.#view = view;
  }

  get complete(): boolean {
    return this.#docs.length === this.#view.refs.length;
  }

  /** All docs, building whatever the background warm-up has not reached yet. */
  docs(): SearchDoc[] {
    while (!this.complete) this.#step(Number.POSITIVE_INFINITY);
    return this.#docs;
  }

  /** The search core over all docs (see searchDocs). */
  search(query: string): SearchHit[] {
    return searchDocs(query, this.docs(), this.#vocabulary);
  }

  /** Builds the docs slice by slice, yielding to the event loop between slices. */
  async warm(stopped: () => boolean): Promise<void> {
    while (!this.complete && !stopped()) {
      const until = performance.now() + SLICE_MS;
      while (!this.complete && performance.now() < until) this.#step(8);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  #step(max: number): void {
    const refs = this.#view.refs;
    const end = Math.min(refs.length, this.#docs.length + max);
    for (let i = this.#docs.length; i < end; i++) {
      const d = refs[i] as Delivered;
      const doc = buildSearchDoc(this.#view.detail(d) as unknown as SearchableReference);
      this.#vocabulary.prepare(doc); // tokenizes once; search finds the prepared form by identity
      this.#docs.push(doc);
    }
  }
}

export function searchIndex(view: LangView): SearchIndex {
  return view.memo('search:index', () => new SearchIndex(view));
}
