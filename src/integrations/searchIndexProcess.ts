/**
 * `node src/integrations/searchIndexProcess.ts <outDir>`: writes the static search
 * index of a finished build. The searchIndex integration runs it as a process of its own from
 * `astro:build:done`, so the index's memory never adds to the peak of Astro's (staticSearchIndex.ts).
 * Its lines are the integration's: information on stdout, warnings and the one-line reason for a
 * failure (last) on stderr.
 */
import { writeSearchIndexes } from './staticSearchIndex.ts';

const outDir = process.argv[2] ?? 'dist';
try {
  await writeSearchIndexes(outDir, {
    info: (line) => console.log(line),
    warn: (line) => console.error(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
