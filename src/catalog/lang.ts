/** Site languages. The API identifies them by lang_ID: 1 = English, 2 = German (spec §4). */
export type Lang = 'de' | 'en';

export const LANGS: readonly Lang[] = ['de', 'en'];

export function langId(lang: Lang): 1 | 2 {
  return lang === 'en' ? 1 : 2;
}
