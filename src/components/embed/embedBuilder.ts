/**
 * The builder page's form → the element's attributes: written into the snippet and set on the
 * live preview (the element renders again on each change).
 */
import { type SnippetAttributes, snippetHtml } from '../../embed/snippet.ts';

const FIELDS = ['lang', 'branch', 'group', 'query', 'verified', 'limit', 'layout', 'heading'] as const;

function attributesOf(form: HTMLFormElement): SnippetAttributes {
  const values = new FormData(form);
  return FIELDS.map((name): SnippetAttributes[number] => {
    if (name === 'verified') return [name, values.has(name) || undefined];
    // The default layout needs no attribute.
    const value = String(values.get(name) ?? '').trim();
    return [name, name === 'layout' && value === 'cards' ? undefined : value];
  });
}

export function startEmbedBuilder(): void {
  const root = document.querySelector<HTMLElement>('[data-embed-builder]');
  const form = root?.querySelector<HTMLFormElement>('[data-embed-form]');
  const code = root?.querySelector<HTMLElement>('[data-embed-snippet]');
  const preview = root?.querySelector<HTMLElement>('[data-embed-preview]');
  if (!root || !form || !code || !preview) return;
  const scriptUrl = root.dataset.scriptUrl ?? '';
  const update = () => {
    if (!form.checkValidity()) return;
    const attributes = attributesOf(form);
    code.textContent = snippetHtml(scriptUrl, attributes);
    for (const [name, value] of attributes) {
      if (value === undefined || value === '') preview.removeAttribute(name);
      else preview.setAttribute(name, value === true ? '' : value);
    }
  };
  form.addEventListener('input', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  update();
  const copied = root.querySelector<HTMLElement>('[data-embed-copied]');
  root.querySelector('[data-embed-copy]')?.addEventListener('click', async () => {
    await navigator.clipboard.writeText(code.textContent ?? '');
    if (copied) copied.textContent = copied.dataset.text ?? '';
  });
}
