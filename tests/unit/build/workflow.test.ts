/**
 * The deploy workflow, checked with GitHub's own workflow parser (@actions/workflow-parser, the one
 * behind the Actions language service) plus the properties the README promises.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The parser imports its JSON schema without `with { type: 'json' }`, which bundlers accept and
// Node refuses; supply the attribute for that package's JSON files only.
registerHooks({
  load(url, context, nextLoad) {
    const json = url.includes('/@actions/workflow-parser/') && url.endsWith('.json');
    return nextLoad(url, json ? { ...context, importAttributes: { type: 'json' } } : context);
  },
});
const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = await import(
  '@actions/workflow-parser'
);

const FILE = join(import.meta.dirname, '../../../.github/workflows/deploy.yml');
const source = readFileSync(FILE, 'utf8');

async function validate(content: string) {
  const parsed = parseWorkflow({ name: 'deploy.yml', content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (!parsed.value) return { errors, template: undefined };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return { errors: [...errors, ...(template.errors ?? []).map((error) => error.Message)], template };
}

describe('.github/workflows/deploy.yml', () => {
  it('is a valid GitHub Actions workflow', async () => {
    const { errors, template } = await validate(source);
    expect(errors).toEqual([]);
    expect(template?.jobs.map((job) => job.id.value).sort()).toEqual(['build', 'deploy', 'test']);
  });

  it('the validator rejects what GitHub would reject', async () => {
    const broken = source.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect((await validate(broken)).errors.length).toBeGreaterThan(0);
    const badCron = source.replace('"17 2 * * *"', '"17 2 * *"');
    expect((await validate(badCron)).errors.length).toBeGreaterThan(0);
  });

  it('runs on push, on a schedule, by hand and on repository_dispatch', async () => {
    const { template } = await validate(source);
    const events = template?.events ?? {};
    expect(Object.keys(events).sort()).toEqual([
      'push',
      'repository_dispatch',
      'schedule',
      'workflow_dispatch',
    ]);
  });

  it('deploys only after the tests and the build passed, and passes secrets only to the build', () => {
    expect(source).toMatch(/deploy:\n\s+needs: \[test, build\]/);
    const secretLines = source.split('\n').filter((line) => /\$\{\{\s*secrets\./.test(line));
    expect(secretLines.map((line) => line.trim().split(':')[0])).toEqual([
      'CATALOG_API_URL',
      'CATALOG_API_KEY',
      'ASSISTANT_GATEWAY_URL',
      'ASSISTANT_GATEWAY_TOKEN',
    ]);
    const buildStep = source.slice(
      source.indexOf('- name: Build'),
      source.indexOf('- name: Save build cache'),
    );
    expect(buildStep).toContain('secrets.CATALOG_API_KEY');
    expect(buildStep).toContain('secrets.ASSISTANT_GATEWAY_TOKEN');
    expect(source).not.toMatch(/echo[^\n]*\$\{?(CATALOG_API_KEY|ASSISTANT_GATEWAY_TOKEN)/);
  });

  it('caches the data store and images under a key that changes every run', () => {
    const keys = [...source.matchAll(/^\s+key: (.+)$/gm)].map((match) => match[1]);
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) expect(key).toContain('github.run_id');
    // The data store and images, plus the published dist/ with its fingerprint (kept when nothing changed).
    for (const block of source.matchAll(/path: \|\n((?:\s+\S+\n)+)/g)) {
      expect(
        block[1]
          ?.split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ).toEqual(['.cache/astro', '.cache/published.json', 'dist']);
    }
    expect(source.match(/path: \|\n\s+\.cache\/astro/g)).toHaveLength(2);
    expect(source).toMatch(/restore-keys: \|\n\s+astro-/);
  });
});
