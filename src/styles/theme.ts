import { siteConfig, type ThemeColors } from '../site.config.ts';

const NAMES: Record<keyof ThemeColors, string> = {
  surface: '--c-surface',
  raised: '--c-raised',
  text: '--c-text',
  muted: '--c-muted',
  accent: '--c-accent',
  onAccent: '--c-on-accent',
  border: '--c-border',
  verified: '--c-verified',
};

function declarations(colors: ThemeColors): string {
  return (Object.keys(NAMES) as (keyof ThemeColors)[]).map((key) => `${NAMES[key]}:${colors[key]}`).join(';');
}

/** The brand of site.config.ts as CSS custom properties: the only place colours and fonts enter the CSS. */
export function themeCss(): string {
  const { colors, fontBody, fontHeading } = siteConfig().brand;
  return [
    `:root{color-scheme:light dark;${declarations(colors.light)};--font-body:${fontBody};--font-heading:${fontHeading}}`,
    `@media (prefers-color-scheme: dark){:root{${declarations(colors.dark)}}}`,
  ].join('');
}

/** For <meta name="theme-color">. */
export const themeColors = {
  light: siteConfig().brand.colors.light.raised,
  dark: siteConfig().brand.colors.dark.raised,
};
