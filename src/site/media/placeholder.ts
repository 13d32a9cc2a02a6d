/**
 * What a card shows when a reference has no image at all: its top-level branch's pictogram on the
 * branch's own colour, derived from the branch (ID and name) alone, so a branch looks the same on
 * every page and in both languages. Colours are computed for both schemes and checked against
 * WCAG contrast here, so any branch ID gives a readable placeholder.
 */
import type { BranchEntry } from '../../loaders/schemas.ts';
import type { DetailSummary } from '../../loaders/summary.ts';

type BranchNode = Pick<BranchEntry, 'branch_ID' | 'parent_ID' | 'branchname'>;

/** The top-level branch of a reference's first catalogued branch (the one its lists lead with). */
export function topBranchOf<B extends BranchNode>(
  detail: Pick<DetailSummary, 'branches'>,
  branchesById: ReadonlyMap<number, B>,
): B | undefined {
  for (const { branch_ID } of detail.branches ?? []) {
    let node = branchesById.get(branch_ID);
    // The hop limit guards against a parent cycle in a broken tree.
    for (let hops = 0; node && node.parent_ID !== null && hops < 32; hops++) {
      const parent = branchesById.get(node.parent_ID);
      if (!parent) break;
      node = parent;
    }
    if (node) return node;
  }
  return undefined;
}

/** 24×24 stroke pictograms (drawn with currentColor). */
const PICTOGRAMS = {
  building: 'M4 21V4h10v17M14 9h6v12M2 21h20M7 8h1M10 8h1M7 12h1M10 12h1M7 16h1M10 16h1M17 13h.5M17 17h.5',
  bridge: 'M2 9h20M4 9v10M20 9v10M4 19a8 8 0 0 1 16 0M8 9v3M12 9v2M16 9v3M2 19h20',
  trench: 'M2 6h6v13h8V6h6M10 16a2 2 0 1 0 4 0a2 2 0 1 0-4 0M4 10h.5M19 10h.5M4 14h.5M19 14h.5',
  road: 'M8 3 5 21M16 3l3 18M12 4v2M12 10v3M12 17v3',
  energy: 'M13 2 4 14h7l-1 8 9-12h-7z',
  water: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z',
  leaf: 'M5 19C5 10 11 5 20 5c0 9-5 14-14 14M5 19l8-8',
  tiles: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
} as const;
type Pictogram = keyof typeof PICTOGRAMS;

/** Branch names (German and English) to pictograms; the first match wins. */
const KEYWORDS: [RegExp, Pictogram][] = [
  [/brück|bridge|infrastru/, 'bridge'],
  [/tiefbau|civil|erdbau|kanal|sewer|leitung|pipe/, 'trench'],
  [/hochbau|building|gebäude|haus|house|wohn|resident|architekt|architect/, 'building'],
  [/straß|strass|verkehr|road|traffic|transport|schiene|rail/, 'road'],
  [/energ|strom|power|solar|wind|kraftwerk/, 'energy'],
  [/wasser|water|hydr/, 'water'],
  [/umwelt|environment|landschaft|landscape|grün|green/, 'leaf'],
];
const FALLBACK: Pictogram[] = ['tiles', 'building', 'bridge', 'trench', 'road', 'energy', 'water', 'leaf'];

function pictogramOf(branch: BranchNode | undefined): Pictogram {
  if (!branch) return 'tiles';
  const name = branch.branchname.toLowerCase();
  return (
    KEYWORDS.find(([pattern]) => pattern.test(name))?.[1] ??
    FALLBACK[branch.branch_ID % FALLBACK.length] ??
    'tiles'
  );
}

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Text contrast (4.5:1), so the pictogram and the branch name under it read in both schemes. */
const MIN_CONTRAST = 4.5;

/** A background of the hue and the nearest foreground of that hue (towards `step`) that reaches MIN_CONTRAST. */
function pair(hue: number, bg: [number, number], fg: [number, number], step: number) {
  const background = hslToRgb(hue, bg[0], bg[1]);
  let lightness = fg[1];
  let foreground = hslToRgb(hue, fg[0], lightness);
  while (contrast(foreground, background) < MIN_CONTRAST && lightness > 0 && lightness < 1) {
    lightness = Math.min(1, Math.max(0, lightness + step));
    foreground = hslToRgb(hue, fg[0], lightness);
  }
  return { bg: hex(background), fg: hex(foreground) };
}

export type Placeholder = {
  pictogram: string;
  /** The top-level branch's name, shown under the pictogram. */
  label: string | undefined;
  light: { bg: string; fg: string };
  dark: { bg: string; fg: string };
};

/** The placeholder of a top-level branch: hues spread by the golden angle over branch IDs. */
export function placeholderFor(branch: BranchNode | undefined): Placeholder {
  const hue = branch ? (branch.branch_ID * 137.508 + 200) % 360 : 210;
  return {
    pictogram: PICTOGRAMS[pictogramOf(branch)],
    label: branch?.branchname,
    light: pair(hue, [0.65, 0.92], [0.6, 0.32], -0.02),
    dark: pair(hue, [0.35, 0.2], [0.7, 0.72], 0.02),
  };
}

/** The class that gives a card placeholder its top-level branch's colours (rules: placeholderCss). */
export function placeholderClass(branch: Pick<BranchNode, 'branch_ID'> | undefined): string {
  return `ph-${branch?.branch_ID ?? 'none'}`;
}

/**
 * One rule per top-level branch (colours depend on the ID alone) and one for none: the colours
 * reach a card through a class because the Content Security Policy blocks style="" attributes.
 */
export function placeholderCss(branches: Iterable<BranchNode>): string {
  const rules = new Map<string, string>();
  for (const branch of [undefined, ...branches]) {
    const name = placeholderClass(branch);
    if (rules.has(name)) continue;
    const { light, dark } = placeholderFor(branch);
    rules.set(
      name,
      `.${name}{--ph-bg:${light.bg};--ph-fg:${light.fg};--ph-bg-dark:${dark.bg};--ph-fg-dark:${dark.fg}}`,
    );
  }
  return [...rules.values()].join('');
}
