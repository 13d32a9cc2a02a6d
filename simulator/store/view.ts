/**
 * What one company delivers in one language: only published, API-released references that have
 * texts in that language (spec §1, §3, §4.2). Everything the catalog endpoints touch goes through
 * a LangView, so nothing else can leak. Details are built per use (tens of microseconds each) and
 * not kept: at 20,000 references they would double the heap, and with it the GC pauses.
 */
import type { Lang, SimReference, SimReferenceTexts } from '../data/model.ts';
import { LANGS } from '../data/model.ts';
import type { Delivered } from './delivered.ts';
import { detailJson } from './detail.ts';
import type { Lookups } from './lookups.ts';

export type { Delivered };

function isDelivered(ref: SimReference, lang: Lang): boolean {
  return ref.published && ref.apiChannel && ref.texts[lang] !== undefined;
}

export class LangView {
  readonly company_ID: number;
  readonly lang: Lang;
  readonly lookups: Lookups;
  readonly origin: string;
  /** Delivered references in reference_ID order. */
  readonly refs: Delivered[] = [];
  readonly byId = new Map<number, Delivered>();
  /** seolabels are unique per company and language; keys are lower-cased. */
  readonly bySeo = new Map<string, Delivered>();
  /** Lazily built per-view caches (orders, membership, search docs), keyed by their module. */
  readonly cache = new Map<string, unknown>();

  constructor(lookups: Lookups, origin: string, company_ID: number, lang: Lang) {
    this.lookups = lookups;
    this.origin = origin;
    this.company_ID = company_ID;
    this.lang = lang;
    const refs = lookups.data.references
      .filter((r) => r.company_ID === company_ID && isDelivered(r, lang))
      .sort((a, b) => a.reference_ID - b.reference_ID);
    for (const ref of refs) {
      const texts = ref.texts[lang] as SimReferenceTexts;
      const d: Delivered = { ref, texts, index: this.refs.length };
      this.refs.push(d);
      this.byId.set(ref.reference_ID, d);
      this.bySeo.set(texts.seolabel.toLowerCase(), d);
    }
  }

  /** The served detail JSON (without preventduplicatefields). */
  detail(d: Delivered): Record<string, unknown> {
    return detailJson(d, this.lookups, this.origin, this.lang, { preventDuplicateFields: false });
  }

  /** A per-view value computed once on first use. */
  memo<T>(key: string, build: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = build();
    this.cache.set(key, value);
    return value;
  }
}

export class Store {
  readonly lookups: Lookups;
  readonly origin: string;
  readonly #views = new Map<string, LangView>();

  constructor(lookups: Lookups, origin: string) {
    this.lookups = lookups;
    this.origin = origin;
    for (const company of lookups.data.companies)
      for (const lang of LANGS)
        this.#views.set(
          `${company.company_ID}:${lang}`,
          new LangView(lookups, origin, company.company_ID, lang),
        );
  }

  view(company_ID: number, lang: Lang): LangView {
    const key = `${company_ID}:${lang}`;
    let v = this.#views.get(key);
    if (!v) {
      v = new LangView(this.lookups, this.origin, company_ID, lang);
      this.#views.set(key, v);
    }
    return v;
  }
}
