/**
 * `node scripts/writeSearchIndex.ts <outDir>`: writes the static search index of a finished Astro
 * build (the internal JSON inputs under each search path → /_search/<lang>/…). scripts/build.ts
 * runs it as its own process after Astro has exited, so its memory never adds to Astro's (see
 * src/integrations/staticSearchIndex.ts; a plain `astro build` still writes the index in-process).
 */

import { writeSearchIndexes } from '../src/integrations/staticSearchIndex.ts';
import { clock } from '../src/lib/clock.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node scripts/writeSearchIndex.ts <outDir>');
  process.exit(2);
}
try {
  await writeSearchIndexes(
    outDir,
    {},
    {
      info: (line) => console.log(`${clock()} [static-search-index] ${line}`),
      warn: (line) => console.warn(`${clock()} [static-search-index] ${line}`),
    },
  );
} catch (error) {
  // One line, last on stderr: scripts/build.ts quotes it as the reason the build failed.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
