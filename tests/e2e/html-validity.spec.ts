/**
 * Every HTML file of dist/ against html-validate with the repository's .htmlvalidate.json (rule
 * choices explained in tests/e2e/README.md), through the Node API, no browser. The files are split
 * into shards so both workers share the work.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ConfigData, HtmlValidate, StaticConfigLoader } from 'html-validate';
import { DIST, htmlFiles } from './support/dist.ts';

const SHARDS = 4;
const MAX_REPORTED = 40;
// Loaded explicitly: a file-system lookup from dist/ would silently validate with no rules when
// dist/ lives outside the repository.
const CONFIG = JSON.parse(
  readFileSync(new URL('../../.htmlvalidate.json', import.meta.url), 'utf8'),
) as ConfigData;

for (let shard = 0; shard < SHARDS; shard++) {
  test(`HTML files in dist/ are valid (part ${shard + 1}/${SHARDS})`, async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(CONFIG));
    const all = htmlFiles();
    expect(all.length).toBeGreaterThan(0);
    const files = all.filter((_, index) => index % SHARDS === shard);
    const problems: string[] = [];
    const byRule = new Map<string, number>();
    for (const file of files) {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      for (const m of report.results.flatMap((result) => result.messages)) {
        byRule.set(m.ruleId, (byRule.get(m.ruleId) ?? 0) + 1);
        problems.push(
          `${relative(DIST, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`,
        );
      }
    }
    const summary = [...byRule].map(([rule, n]) => `${rule} ×${n}`).join(', ');
    expect(
      problems.slice(0, MAX_REPORTED),
      `${problems.length} problems in ${files.length} files (${summary})`,
    ).toEqual([]);
  });
}
