/**
 * What the deploy workflow keeps between builds: the paths of its actions/cache steps, read from
 * the workflow itself so that `npm run bench` measures exactly what a scheduled build restores.
 */
import { readFile } from 'node:fs/promises';

export const DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';

/** Each `path: |` block of the workflow (restore and save), as its list of paths. */
export function cachePathBlocks(source: string): string[][] {
  return [...source.matchAll(/path: \|\n((?:[ \t]+\S+\n)+)/g)].map((block) =>
    (block[1] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** The paths the workflow's cache saves (every block lists the same ones; the workflow test checks that). */
export async function workflowCachePaths(root: string): Promise<string[]> {
  const blocks = cachePathBlocks(await readFile(`${root}/${DEPLOY_WORKFLOW}`, 'utf8'));
  const first = blocks[0];
  if (!first) throw new Error(`${DEPLOY_WORKFLOW}: no cache paths found`);
  return first;
}
