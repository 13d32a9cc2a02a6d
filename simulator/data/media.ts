/**
 * Media of a reference: stage, gallery and panorama images with pixel sizes and drawing recipes
 * (images.ts renders real bytes), video links with poster images, audio and PDF documents.
 * file_ID = reference_ID * 100 + n, so a file names its reference and never shifts.
 */
import { fmtNum } from './format.ts';
import type { ImageRecipe, Lang, MediaKind, SimImage, SimMedia, SimMediaText } from './model.ts';
import { hash, type Rng } from './random.ts';
import type { Pair } from './vocabulary/catalog.ts';
import type { City } from './vocabulary/places.ts';
import type { ProjectType } from './vocabulary/projecttypes.ts';

const PALETTES: [string, string, string][] = [
  ['#5b8fd6', '#cfe3f7', '#6d6f73'],
  ['#3f6fb5', '#a9cdee', '#b5563a'],
  ['#f0a35e', '#fbe3c4', '#4a4e57'],
  ['#2b3a67', '#8b6f9c', '#d9c27a'],
  ['#77a6c9', '#e8f1f6', '#3e7d5a'],
  ['#9aa7b1', '#e2e6e9', '#7a5c45'],
  ['#1d2b4f', '#3f5e8c', '#f2c14e'],
  ['#86b7d8', '#f4f8fb', '#a23b2a'],
];

type Size = [number, number];
const WIDE: Size[] = [
  [1920, 800],
  [2400, 1000],
  [1600, 600],
];
const PORTRAIT: Size[] = [
  [800, 1200],
  [900, 1350],
];
const GALLERY: Size[] = [
  [1600, 1067],
  [1200, 800],
  [2048, 1365],
  [1920, 1080],
  [1067, 1600],
  [900, 1200],
  [1200, 1200],
  [640, 480],
];

const BUILDING_SHOTS: Pair[] = [
  ['Ansicht von Süden', 'View from the south'],
  ['Eingangsbereich', 'Entrance area'],
  ['Foyer mit Galerie', 'Foyer with gallery'],
  ['Detail der Fassade', 'Facade detail'],
  ['Innenhof', 'Courtyard'],
  ['Treppenhaus', 'Staircase'],
];
const CIVIL_SHOTS: Pair[] = [
  ['Blick flussaufwärts', 'View upstream'],
  ['Spundwandarbeiten', 'Sheet piling works'],
  ['Bewehrung vor dem Betonieren', 'Reinforcement before concreting'],
  ['Einhub der Fertigteile', 'Lifting in the precast elements'],
  ['Verkehrsfreigabe', 'Opening to traffic'],
  ['Trassenverlauf', 'Route alignment'],
];
const COMMON_SHOTS: Pair[] = [
  ['Luftaufnahme', 'Aerial view'],
  ['Bauphase: Rohbau', 'Construction phase: shell'],
  ['Baustelleneinrichtung', 'Site setup'],
  ['Nachtaufnahme', 'Night view'],
  ['Fertigstellung', 'Completion'],
];
const PHOTOGRAPHERS = ['Lena Hartwig', 'Malte Sörensen', 'Studio Lichtblick', 'Baumann Ingenieurbau GmbH'];
const VIDEOS: Pair[] = [
  ['Projektfilm', 'Project film'],
  ['Zeitraffer des Bauablaufs', 'Construction time-lapse'],
  ['Drohnenflug über die Baustelle', 'Drone flight over the site'],
];
const DOCS: Partial<Record<MediaKind, Pair>> = {
  presentation_document: ['Projektpräsentation', 'Project presentation'],
  press_document: ['Pressemitteilung zur Fertigstellung', 'Press release on completion'],
  download_document: ['Projektblatt', 'Project sheet'],
};

export interface MediaResult {
  media: Record<MediaKind, SimMedia[]>;
  texts: Record<Lang, Record<number, SimMediaText>>;
}

/** Cuts at a word boundary so labels never end mid-word. */
function clampLabel(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

function emptyMedia(): Record<MediaKind, SimMedia[]> {
  return {
    video: [],
    panorama360: [],
    widestageimages: [],
    portraitstageimages: [],
    galleryimages: [],
    audio: [],
    presentation_document: [],
    press_document: [],
    download_document: [],
  };
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `minimal` references carry no media at all (the empty-array edge case). */
export function buildMedia(
  rng: Rng,
  reference_ID: number,
  type: ProjectType,
  city: City,
  minimal: boolean,
): MediaResult {
  const media = emptyMedia();
  const texts: MediaTexts = { de: {}, en: {} };
  if (minimal) return { media, texts };
  let seq = 0;
  const slug = type.key;
  const palette = rng.pick(PALETTES);
  const label = clampLabel(`${type.de} ${city.de}`, 40);
  const image = (size: Size, motif: ImageRecipe['motif'], file_ID: number): SimImage => ({
    width: size[0],
    height: size[1],
    recipe: {
      seed: hash('img', file_ID),
      colors: rng.chance(0.7) ? palette : rng.pick(PALETTES),
      motif,
      label,
    },
  });
  const add = (
    kind: MediaKind,
    item: Omit<SimMedia, 'file_ID' | 'kind' | 'filename'>,
    ext: string,
    text: Pair,
    description: Pair,
    display: Pair,
  ): void => {
    const file_ID = reference_ID * 100 + ++seq;
    media[kind].push({ file_ID, kind, filename: `${reference_ID}-${seq}-${slug}.${ext}`, ...item });
    texts.de[file_ID] = { title: text[0], description: description[0], display_text: display[0] };
    texts.en[file_ID] = { title: text[1], description: description[1], display_text: display[1] };
  };
  const credit = (): Pair => {
    const who = rng.pick(PHOTOGRAPHERS);
    return [`Foto: ${who}`, `Photo: ${who}`];
  };
  const about: Pair = [
    `${type.de}, ${city.de}`,
    `${type.en[0]?.toUpperCase()}${type.en.slice(1)}, ${city.en}`,
  ];
  const nextId = () => reference_ID * 100 + seq + 1;

  if (rng.chance(0.75)) {
    add(
      'widestageimages',
      { image: image(rng.pick(WIDE), type.motif, nextId()), medialink: null, bytes: 0, isstage: true },
      'jpg',
      ['Titelbild', 'Header image'],
      about,
      credit(),
    );
  }
  if (rng.chance(0.4)) {
    add(
      'portraitstageimages',
      { image: image(rng.pick(PORTRAIT), type.motif, nextId()), medialink: null, bytes: 0, isstage: true },
      'jpg',
      ['Titelbild hoch', 'Portrait header image'],
      about,
      credit(),
    );
  }
  const galleryCount = rng.weighted([0, 1, 2, 3, 4, 5, 6, 7, 8], [10, 12, 12, 11, 12, 12, 11, 10, 10]);
  const shots = [...(type.domain === 'building' ? BUILDING_SHOTS : CIVIL_SHOTS), ...COMMON_SHOTS];
  for (const shot of rng.sample(rng.shuffle(shots), galleryCount)) {
    add(
      'galleryimages',
      { image: image(rng.pick(GALLERY), type.motif, nextId()), medialink: null, bytes: 0, isstage: false },
      'jpg',
      shot,
      about,
      credit(),
    );
  }
  if (rng.chance(0.15)) {
    for (let i = rng.chance(0.25) ? 2 : 1; i > 0; i--) {
      const youtube = rng.chance(0.6);
      let id = '';
      for (let k = 0; k < 11; k++) id += ID_CHARS[rng.int(0, 63)];
      const link = youtube
        ? `https://www.youtube.com/watch?v=${id}`
        : `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`;
      add(
        'video',
        { image: image([1280, 720], type.motif, nextId()), medialink: link, bytes: 0, isstage: false },
        'jpg',
        rng.pick(VIDEOS),
        about,
        youtube ? ['YouTube', 'YouTube'] : ['Vimeo', 'Vimeo'],
      );
    }
  }
  if (rng.chance(0.08)) {
    add(
      'panorama360',
      { image: image([4096, 2048], type.motif, nextId()), medialink: null, bytes: 0, isstage: false },
      'jpg',
      ['360°-Rundgang', '360° tour'],
      about,
      credit(),
    );
  }
  if (rng.chance(0.05)) {
    const bytes = rng.int(1_200_000, 6_500_000);
    add(
      'audio',
      { image: null, medialink: null, bytes, isstage: false },
      'mp3',
      ['Interview mit der Projektleitung', 'Interview with the project manager'],
      about,
      size('MP3', bytes),
    );
  }
  for (const [kind, p] of [
    ['presentation_document', 0.1],
    ['press_document', 0.08],
    ['download_document', 0.15],
  ] as const) {
    if (!rng.chance(p)) continue;
    const bytes = rng.int(180_000, 8_000_000);
    add(
      kind,
      { image: null, medialink: null, bytes, isstage: false },
      'pdf',
      DOCS[kind] as Pair,
      about,
      size('PDF', bytes),
    );
  }
  return { media, texts };
}

type MediaTexts = Record<Lang, Record<number, SimMediaText>>;

const size = (format: string, bytes: number): Pair => [
  `${format}, ${fmtNum(bytes / 1_000_000, 'de', 1)} MB`,
  `${format}, ${fmtNum(bytes / 1_000_000, 'en', 1)} MB`,
];
