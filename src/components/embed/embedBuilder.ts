/**
 * The builder page's form → the element's attributes: written into the snippet and set on the
 * live preview (the element renders again on each change).
 */
import { type SnippetAttributes, snippetHtml } from '../../embed/snippet.ts';

const FIELDS = ['lang', 'branch', 'group', 'query', 'verified', 'limit', 'layout', 'heading'] as const;

/** A field's value: the checked radio of a group, a checkbox's state, else the control's value. */
function fieldValue(fields: HTMLElement, name: string): string | boolean {
  const controls = [...fields.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)];
  const checkable = controls.filter(
    (c): c is HTMLInputElement =>
      c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox'),
  );
  if (checkable.length === 0) return controls[0]?.value.trim() ?? '';
  const checked = checkable.find((c) => c.checked);
  return checkable[0]?.type === 'checkbox' ? Boolean(checked) : (checked?.value ?? '');
}

function attributesOf(fields: HTMLElement): SnippetAttributes {
  return FIELDS.map((name): SnippetAttributes[number] => {
    const value = fieldValue(fields, name);
    if (typeof value === 'boolean') return [name, value || undefined];
    // The default layout needs no attribute.
    return [name, name === 'layout' && value === 'cards' ? undefined : value];
  });
}

export function startEmbedBuilder(): void {
  const root = document.querySelector<HTMLElement>('[data-embed-builder]');
  const form = root?.querySelector<HTMLElement>('[data-embed-form]');
  const code = root?.querySelector<HTMLElement>('[data-embed-snippet]');
  const preview = root?.querySelector<HTMLElement>('[data-embed-preview]');
  if (!root || !form || !code || !preview) return;
  const scriptUrl = root.dataset.scriptUrl ?? '';
  const update = () => {
    // A limit outside its range stays out of the snippet until it fits (the field shows why).
    if ([...form.querySelectorAll('input')].some((input) => !input.checkValidity())) return;
    const attributes = attributesOf(form);
    code.textContent = snippetHtml(scriptUrl, attributes);
    for (const [name, value] of attributes) {
      if (value === undefined || value === '') preview.removeAttribute(name);
      else preview.setAttribute(name, value === true ? '' : value);
    }
  };
  form.addEventListener('input', update);
  update();
  const copied = root.querySelector<HTMLElement>('[data-embed-copied]');
  root.querySelector('[data-embed-copy]')?.addEventListener('click', async () => {
    await navigator.clipboard.writeText(code.textContent ?? '');
    if (copied) copied.textContent = copied.dataset.text ?? '';
  });
}
