/**
 * `npm run check:dist [-- <dist> --record <stored references>]`: the fast check of a built dist/ before it
 * is published (scripts/lib/checkDist.ts says what it checks). One line per problem, a summary,
 * exit code 1 on any problem. The deploy workflow runs it between the build and the upload.
 */
import { parseArgs } from 'node:util';
import { detailsDir, storedManifestFile } from '../src/loaders/storedManifest.ts';
import { readSiteSettings } from '../src/settings.ts';
import { checkDist, secretsFromEnv } from './lib/checkDist.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  // The references loader's record of what it stored, beside the details in SITE_CACHE_DIR.
  options: {
    record: {
      type: 'string',
      default: storedManifestFile(detailsDir(readSiteSettings().SITE_CACHE_DIR)),
    },
  },
});
const dist = positionals[0] ?? 'dist';
const started = performance.now();
const secrets = secretsFromEnv(process.env);
const result = await checkDist({ dist, record: values.record, secrets });
for (const problem of result.problems) console.error(`[check:dist] ${problem}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const count = (n: number) => n.toLocaleString('en');
console.log(
  `[check:dist] ${dist}: ${count(result.files)} files, ${count(result.pages)} pages, ` +
    `${count(result.references)} references, ${secrets.length} secret(s) looked for: ` +
    `${result.problems.length === 0 ? 'no problems' : `${count(result.problems.length)} problem(s)`} (${seconds} s)`,
);
process.exitCode = result.problems.length === 0 ? 0 : 1;
