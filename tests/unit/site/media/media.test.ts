import { describe, expect, it } from 'vitest';
import type { ReferenceDetail } from '../../../../src/catalog/schemas.ts';
import { safeHttpUrl } from '../../../../src/lib/safeUrl.ts';
import { cardImage } from '../../../../src/loaders/summary.ts';
import { osmLink } from '../../../../src/site/maps/maps.ts';
import { galleryImages, linkMedia, pickStage } from '../../../../src/site/media/media.ts';

const detail = (media: Partial<ReferenceDetail>) => media as ReferenceDetail;

describe('pickStage', () => {
  it('prefers a wide stage image, then the gallery image flagged as stage, then the first', () => {
    const wide = { file: 'https://cdn.example.com/wide.jpg', title: 'Ansicht' };
    const flagged = { file: 'https://cdn.example.com/g2.jpg', isstage: true };
    const first = { file: 'https://cdn.example.com/g1.jpg' };
    expect(pickStage(detail({ widestageimages: [wide], galleryimages: [first, flagged] }), 'T')?.src).toBe(
      wide.file,
    );
    expect(pickStage(detail({ galleryimages: [first, flagged] }), 'T')?.src).toBe(flagged.file);
    expect(pickStage(detail({ galleryimages: [first] }), 'T')).toEqual({ src: first.file, alt: 'T' });
    expect(pickStage(detail({}), 'T')).toBeUndefined();
  });
});

describe('cardImage', () => {
  it('prefers the lead gallery image (shared with the gallery), then the wide stage image', () => {
    const wide = { file: 'https://cdn.example.com/wide.jpg' };
    const g1 = { file: 'https://cdn.example.com/g1.jpg' };
    const g2 = { file: 'https://cdn.example.com/g2.jpg', isstage: true };
    expect(cardImage(detail({ widestageimages: [wide], galleryimages: [g1, g2] }))?.src).toBe(g2.file);
    expect(cardImage(detail({ widestageimages: [wide], galleryimages: [g1] }))?.src).toBe(g1.file);
    expect(cardImage(detail({ widestageimages: [wide] }))?.src).toBe(wide.file);
    expect(cardImage(detail({}))?.src).toBeUndefined();
  });
});

describe('galleryImages', () => {
  const images = Array.from({ length: 5 }, (_, i) => ({
    file: `https://cdn.example.com/${i}.jpg`,
    title: i === 0 ? 'Halle' : '',
  }));

  it('keeps at most the limit and counts the rest', () => {
    const gallery = galleryImages(detail({ galleryimages: images }), 3, (n) => `Projekt, Bild ${n}`);
    expect(gallery.images).toHaveLength(3);
    expect(gallery.hidden).toBe(2);
  });

  it('takes alt text from the title, else a numbered fallback, never from the credit line', () => {
    const credited = images.map((image) => ({ ...image, display_text: 'Foto: Studio Lichtblick' }));
    const gallery = galleryImages(detail({ galleryimages: credited }), 3, (n) => `Projekt, Bild ${n}`);
    expect(gallery.images.map((image) => image.alt)).toEqual(['Halle', 'Projekt, Bild 2', 'Projekt, Bild 3']);
    expect(gallery.images[0]?.credit).toBe('Foto: Studio Lichtblick');
  });

  it('drops images without a usable URL', () => {
    const gallery = galleryImages(
      detail({ galleryimages: [{ file: 'javascript:alert(1)' }, {}] }),
      3,
      () => '',
    );
    expect(gallery.images).toEqual([]);
  });
});

describe('linkMedia', () => {
  it('prefers the external link, labels by title or file name, and drops unsafe URLs', () => {
    expect(
      linkMedia([
        {
          title: 'Drohnenflug',
          medialink: 'https://video.example.com/v/1',
          file: 'https://cdn.example.com/v.mp4',
        },
        { file: 'https://cdn.example.com/docs/Bauablauf%20Plan.pdf' },
        { title: 'böse', medialink: 'javascript:alert(1)' },
      ]),
    ).toEqual([
      { href: 'https://video.example.com/v/1', label: 'Drohnenflug', description: undefined },
      {
        href: 'https://cdn.example.com/docs/Bauablauf%20Plan.pdf',
        label: 'Bauablauf Plan.pdf',
        description: undefined,
      },
    ]);
  });
});

describe('safeHttpUrl and osmLink', () => {
  it('passes only absolute http(s) URLs', () => {
    expect(safeHttpUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,x')).toBeUndefined();
    expect(safeHttpUrl('/relative')).toBeUndefined();
  });

  it('links coordinates to OpenStreetMap and ignores impossible ones', () => {
    expect(osmLink(51.31667, 9.5)).toBe(
      'https://www.openstreetmap.org/?mlat=51.31667&mlon=9.50000#map=15/51.31667/9.50000',
    );
    expect(osmLink(0, 0)).toBeUndefined();
    expect(osmLink(95, 9)).toBeUndefined();
    expect(osmLink(undefined, 9)).toBeUndefined();
  });
});
