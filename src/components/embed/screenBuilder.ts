/**
 * The builder page's screen part: the form's filter (language, branch, group, verified, limit) and
 * the interval → the screen's URL, and a live preview that runs the screen's own code in a box.
 * A search term is not a screen parameter and is left out.
 */
import { startScreen } from '../../screen/app.ts';
import { DEFAULT_INTERVAL } from '../../screen/format.ts';

const FILTER = ['branch', 'group', 'verified', 'limit'] as const;

export function startScreenBuilder(form: HTMLElement): void {
  const part = document.querySelector<HTMLElement>('[data-screen-builder]');
  const preview = part?.querySelector<HTMLElement>('[data-screen]');
  const error = preview?.querySelector<HTMLElement>('[data-screen-error]');
  const link = part?.querySelector<HTMLAnchorElement>('[data-screen-link]');
  const interval = part?.querySelector<HTMLInputElement>('[name="interval"]');
  if (!part || !preview || !error || !link || !interval) return;
  const paths = JSON.parse(part.dataset.screenPaths ?? '{}') as Record<string, string>;
  // The slides' unit is a hundredth of the screen's shorter side: here, of the preview's box.
  new ResizeObserver(([entry]) => {
    const box = entry?.contentRect;
    if (box) preview.style.setProperty('--u', `${Math.min(box.width, box.height) / 100}px`);
  }).observe(preview);
  let stop: (() => void) | undefined;
  const update = () => {
    if (!interval.checkValidity()) return;
    if ([...form.querySelectorAll('input')].some((input) => !input.checkValidity())) return;
    const lang = form.querySelector<HTMLSelectElement>('[name="lang"]')?.value ?? 'de';
    const params = new URLSearchParams();
    for (const name of FILTER) {
      const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (control.checked) params.set(name, 'true');
      } else if (control?.value.trim()) params.set(name, control.value.trim());
    }
    if (Number(interval.value) !== DEFAULT_INTERVAL) params.set('interval', interval.value.trim());
    const url = new URL(`${paths[lang] ?? ''}${params.size > 0 ? `?${params}` : ''}`, location.origin);
    link.href = url.href;
    link.textContent = url.href;
    const template = part.querySelector<HTMLTemplateElement>(`[data-slide-template="${lang}"]`);
    if (!template) return;
    stop?.();
    error.hidden = true;
    preview.dataset.lang = lang;
    stop = startScreen({ root: preview, template, error, params, sizes: '40rem', reloadOnNewBuild: false });
  };
  form.addEventListener('input', update);
  interval.addEventListener('input', update);
  update();
}
