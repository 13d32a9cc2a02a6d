/**
 * `npm run build`: builds the site into dist/, in five steps.
 *
 * 1. Read (scripts/builder/snapshotFile.ts): the catalog's lists, definitions and trees, once
 *    (src/catalog/snapshot.ts): everything after reads this snapshot.
 * 2. Probe (scripts/builder/readRun.ts): the snapshot's digest and the gateway's answers, hashed
 *    with the code and the settings (fingerprint.ts). Equal to the published build's: dist/ is kept,
 *    Astro never starts. Both run in a process of their own (readStep.ts → readRun.ts), which takes
 *    the snapshot's memory with it when it exits.
 * 3. Astro (scripts/builder/astroProcess.ts → astroRun.ts): `astro build` in a process of its own,
 *    into a staging folder that starts as the last build's outputs (scripts/builder/staging.ts). Its
 *    content sync reads the snapshot's files, reuses every stored detail whose `dateupdated` is unchanged; its incremental build
 *    renders only the pages whose cache key changed (src/site/pageKeys.ts); its integrations write
 *    the sitemap and the embed (astro.config.mjs), and the progress lines and GitHub annotations
 *    (buildLog.ts, annotations.ts) come from inside it.
 * 4. Search index (scripts/builder/searchIndex.ts): /_search/<lang>/ from the search's pages in the
 *    staging folder, a process per language, once Astro's process and its data store are gone.
 * 5. Publish: `/build.json` (scripts/builder/buildInfo.ts), the staging folder swapped into dist/, the
 *    fingerprint recorded. A failed build leaves dist/ as it was; its last line says why:
 *    `[build] FAILED: <reason> — dist/ left unchanged`.
 * Every run leaves a summary in .cache/build-report.json (scripts/builder/buildReport.ts).
 *
 * The data: CATALOG_API_URL and CATALOG_API_KEY, or neither for the embedded simulator on a
 * loopback port (scripts/builder/dataSource.ts). Flags (scripts/builder/buildArgs.ts): `--dev` runs
 * `astro dev` (`--port N`), `--force` ignores every cache, `--allow-shrink` confirms a list that
 * shrank past CATALOG_MAX_SHRINK, `--verbose` shows Astro's line per page and image; any other flag
 * goes to the simulator (`--references`, `--latency-ms`, `--revision`, `--changes`, …).
 */

import { legalWarning } from '../src/site/views/legal.ts';
import { siteConfig } from '../src/site.config.ts';
import { ROLLDOWN_MEMORY, runAstroBuild, runAstroDev, shareCompileCache } from './builder/astroProcess.ts';
import { parseBuildArgs } from './builder/buildArgs.ts';
import { writeBuildInfo } from './builder/buildInfo.ts';
import type { BuildCounts } from './builder/buildLog.ts';
import { createBuildReport } from './builder/buildReport.ts';
import { resolveDataSource } from './builder/dataSource.ts';
import { recordProbe } from './builder/fingerprint.ts';
import { readInOwnProcess } from './builder/readStep.ts';
import { type SearchIndexRun, writeSearchIndex } from './builder/searchIndex.ts';
import { keepAfterFailure, lockCheckout, prepareStaging, publishStaging } from './builder/staging.ts';
import { watchTreeMemory } from './builder/treeMemory.ts';

const args = parseBuildArgs(process.argv.slice(2));

async function main(): Promise<number> {
  // The report times the whole run, the embedded simulator's start included.
  const started = performance.now();
  // Every process of the build together, per stage (the report's summed peak).
  const memory = watchTreeMemory();
  memory.enter('read');
  shareCompileCache();
  // Refused before the simulator starts: a second build must not move the first one's port file.
  if (!args.dev) await lockCheckout();
  const source = await resolveDataSource(args.simulator);
  const report = createBuildReport(source, started, memory);
  const env = {
    ...ROLLDOWN_MEMORY,
    ...process.env,
    ...source.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(args.allowShrink ? { CATALOG_ALLOW_SHRINK: '1' } : {}),
  };
  try {
    // Settings first (a bad value stops the build naming it, before anything is fetched). A real
    // catalog's site is about to go live: say so while it would link the demo's legal texts.
    const { legal, cacheDir } = siteConfig();
    const warning = source.embedded ? undefined : legalWarning(legal);
    if (warning) console.warn(warning);
    if (args.dev) {
      memory.stop();
      return await runAstroDev(args.port, env);
    }

    // 1. Read and 2. probe, in a process of their own (readStep.ts).
    const { probe, next } = await readInOwnProcess(env, {
      force: args.force,
      onProbe: () => memory.enter('probe'),
    });
    if (!next) {
      await report.kept();
      console.log(
        `[build] catalog and site unchanged since the published build: dist/ kept (${took(report)})`,
      );
      return 0;
    }

    // 3. Astro, handed the snapshot.
    const { info, snapshotDir, listed } = next;
    const staging = await prepareStaging({ cacheDir, force: args.force });
    const astroEnv = {
      ...env,
      BUILD_DATA_AS_OF: info.dataAsOf,
      BUILD_CATALOG_SNAPSHOT: snapshotDir,
      BUILD_REFERENCES_LISTED: String(listed),
    };
    const astro = await runAstroBuild(
      ['--outDir', staging.dir, ...(args.force ? ['--force'] : []), ...(args.verbose ? ['--verbose'] : [])],
      astroEnv,
      { listed },
      (stage) => memory.enter(stage),
    );
    const failed = async (reason: string, code: number, index?: SearchIndexRun) => {
      await report.astro(astro, reason, index);
      await keepAfterFailure(staging, astro.pagesRendered);
      fail(reason);
      return code;
    };
    if (!astro.ok)
      return await failed(astro.failure ?? `astro exited with code ${astro.code}`, astro.code || 1);

    // 4. The search index.
    memory.enter('searchIndex');
    const index = await writeSearchIndex(staging.dir, {
      heapMb: astro.heapMb,
      env: astroEnv,
      publishedDir: args.force ? undefined : staging.folders.dist,
    });
    if (index.failure) return await failed(index.failure, 1, index);

    // 5. Publish.
    memory.enter('publish');
    logCounts(astro.counts);
    await writeBuildInfo(staging.dir, info);
    await publishStaging(staging, astro.outputs);
    await recordProbe(probe, astro.counts.details.fetched + astro.counts.details.reused);
    await report.astro(astro, undefined, index);
    console.log(`[build] published dist/ in ${took(report)}`);
    return 0;
  } finally {
    await source.close();
  }
}

const took = (report: { elapsedMs(): number }) => `${(report.elapsedMs() / 1000).toFixed(1)}s`;

function logCounts({ details, images, media }: BuildCounts): void {
  console.log(`[build] details fetched ${details.fetched} / reused ${details.reused} (all languages)`);
  console.log(`[build] images encoded ${images.encoded} / reused ${images.reused}`);
  // One request per distinct file at most; kept verdicts of unchanged references ask none.
  const gone = media.gone ? `, ${media.gone} gone` : '';
  const unanswered = media.unanswered ? `, ${media.unanswered} unanswered (kept)` : '';
  console.log(
    `[build] media checked at the CDN: ${media.files} distinct files, ${media.requests} requests${gone}${unanswered}`,
  );
}

function fail(reason: string): void {
  console.error(`[build] FAILED: ${reason} — dist/ left unchanged`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    fail(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
