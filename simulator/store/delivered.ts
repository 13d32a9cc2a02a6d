import type { SimReference, SimReferenceTexts } from '../data/model.ts';

/** A reference as one LangView delivers it (view.ts); its own module so detail.ts needs no view. */
export interface Delivered {
  ref: SimReference;
  texts: SimReferenceTexts;
  /** Position in LangView.refs (reference_ID order). */
  index: number;
}
