/**
 * `node scripts/builder/searchIndexRun.ts <outDir> <lang> [<publishedDir>]`: writes one language's
 * static search index of a finished build, linking the files the last build published in
 * `publishedDir` where they did not change. `npm run build` runs one per language once Astro's
 * process has exited, side by side (searchIndex.ts). Its lines are the build's: information on
 * stdout, warnings and the one-line reason for a failure (last) on stderr; its statistics go back
 * as one IPC message.
 */
import { isLang } from '../../src/catalog/lang.ts';
import { writeLanguageIndex } from '../../src/integrations/staticSearchIndex.ts';
import type { IndexStats } from '../../src/search/static/buildIndex.ts';
import { sendToBuild } from './stepProcess.ts';

const [outDir = 'dist', lang = '', publishedDir] = process.argv.slice(2);
try {
  if (!isLang(lang)) throw new Error(`unknown language "${lang}"`);
  const logger = { info: (line: string) => console.log(line), warn: (line: string) => console.error(line) };
  const stats = await writeLanguageIndex(outDir, lang, logger, publishedDir);
  await sendToBuild<IndexStats>(stats);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
