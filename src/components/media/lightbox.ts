/**
 * Progressive enhancement of a gallery: thumbnail links open a native <dialog> instead of the
 * bare image file. The dialog brings modality, Escape-to-close and the top layer; this adds
 * browsing (buttons, ←/→, Home/End), backdrop click and the return of focus to the thumbnail.
 */

/** The index after moving `delta` from `index` in a ring of `total` images. */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** A dialog button: a symbol for the eye, its name for screen readers. */
function dialogButton(kind: 'close' | 'prev' | 'next', symbol: string, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `lightbox__button lightbox__${kind}`;
  button.setAttribute(`data-lightbox-${kind}`, '');
  const eye = document.createElement('span');
  eye.setAttribute('aria-hidden', 'true');
  eye.textContent = symbol;
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = label;
  button.append(eye, name);
  return button;
}

/** The lightbox dialog, from the gallery's labels (Gallery.astro's data attributes). */
function buildDialog(gallery: HTMLElement): HTMLDialogElement {
  const labels = gallery.dataset;
  const dialog = document.createElement('dialog');
  dialog.className = 'lightbox';
  dialog.setAttribute('aria-label', labels.label ?? '');
  dialog.dataset.lightbox = '';
  const figure = document.createElement('figure');
  figure.className = 'lightbox__figure';
  const picture = document.createElement('picture');
  const img = document.createElement('img');
  img.alt = '';
  img.decoding = 'async';
  picture.append(img);
  const caption = document.createElement('figcaption');
  const text = document.createElement('span');
  text.dataset.lightboxCaption = '';
  const counter = document.createElement('span');
  counter.className = 'lightbox__counter';
  counter.dataset.lightboxCounter = '';
  counter.setAttribute('aria-live', 'polite');
  caption.append(text, counter);
  figure.append(picture, caption);
  dialog.append(figure, dialogButton('close', '✕', labels.close ?? ''));
  if (labels.previous && labels.next)
    dialog.append(dialogButton('prev', '‹', labels.previous), dialogButton('next', '›', labels.next));
  gallery.append(dialog);
  return dialog;
}

export function initLightbox(gallery: HTMLElement): void {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a.gallery__item')];
  if (links.length === 0 || typeof HTMLDialogElement !== 'function') return;
  const dialog = buildDialog(gallery);
  const img = dialog.querySelector('img') as HTMLImageElement;
  // Present only while the shown image has an AVIF srcset (a <source> without srcset is invalid).
  const source = document.createElement('source');
  source.type = 'image/avif';
  const sizes = gallery.dataset.sizes ?? '100vw';
  const caption = dialog.querySelector('[data-lightbox-caption]') as HTMLElement;
  const counter = dialog.querySelector('[data-lightbox-counter]') as HTMLElement;
  const closeButton = dialog.querySelector<HTMLButtonElement>('[data-lightbox-close]');
  const template = gallery.dataset.position ?? '{n} / {total}';
  let current = 0;
  let opener: HTMLElement | null = null;

  function show(index: number): void {
    current = stepIndex(index, 0, links.length);
    const link = links[current] as HTMLAnchorElement;
    const data = link.dataset;
    // Clear first so the previous image never shows with the next one's caption.
    img.removeAttribute('srcset');
    if (data.avif) {
      source.srcset = data.avif;
      source.sizes = sizes;
      if (!source.isConnected) img.before(source);
    } else source.remove();
    if (data.srcset) {
      img.sizes = sizes;
      img.srcset = data.srcset;
    }
    img.src = link.href;
    img.alt = link.querySelector('img')?.alt ?? '';
    caption.textContent = data.caption ?? '';
    counter.textContent = template
      .replace('{n}', String(current + 1))
      .replace('{total}', String(links.length));
  }

  function open(index: number, from: HTMLElement): void {
    opener = from;
    show(index);
    if (!dialog?.open) dialog?.showModal();
    closeButton?.focus();
  }

  for (const [index, link] of links.entries()) {
    // With the script the thumbnail acts as a button that opens a dialog (and answers Space like
    // one); without it, it stays a plain link to the full image.
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      // Modified clicks keep their browser meaning (new tab, download).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(index, link);
    });
    link.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault(); // no page scroll
      open(index, link);
    });
  }

  dialog.querySelector('[data-lightbox-prev]')?.addEventListener('click', () => show(current - 1));
  dialog.querySelector('[data-lightbox-next]')?.addEventListener('click', () => show(current + 1));
  closeButton?.addEventListener('click', () => dialog.close());

  dialog.addEventListener('keydown', (event) => {
    const moves: Record<string, number | undefined> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: links.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  });

  // A click on the dark area around the image (the dialog itself, not its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  dialog.addEventListener('close', () => {
    // The thumbnail was in view when the lightbox opened: returning focus must not scroll.
    opener?.focus({ preventScroll: true });
    opener = null;
  });
}
