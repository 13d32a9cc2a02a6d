/** The element a page script cannot work without: a missing one is a build bug, named in the error. */
export function must<T extends Element>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`${selector} missing in the page`);
  return el;
}
