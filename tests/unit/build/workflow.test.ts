/**
 * The deploy workflow, checked with GitHub's own workflow parser (@actions/workflow-parser, the one
 * behind the Actions language service) plus the properties the README promises. Which jobs run for
 * which trigger is simulated with the same library's expression evaluator (@actions/expressions).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachePathBlocks, DEPLOY_WORKFLOW } from '../../../scripts/lib/workflowCache.ts';
import { data, Evaluator, Lexer, Parser, validate } from './workflowParser.ts';

const FILE = join(import.meta.dirname, '../../..', DEPLOY_WORKFLOW);
const source = readFileSync(FILE, 'utf8');

const parsedJobs = (await validate(source)).template?.jobs ?? [];

describe('.github/workflows/deploy.yml', () => {
  it('is a valid GitHub Actions workflow', async () => {
    const { errors, template } = await validate(source);
    expect(errors).toEqual([]);
    expect(template?.jobs.map((job) => job.id.value).sort()).toEqual(['build', 'deploy', 'test', 'tested']);
  });

  it('the validator rejects what GitHub would reject', async () => {
    const broken = source.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect((await validate(broken)).errors.length).toBeGreaterThan(0);
    const badCron = source.replace('"17 2 * * *"', '"17 2 * *"');
    expect((await validate(badCron)).errors.length).toBeGreaterThan(0);
  });

  it('runs on push, on pull requests, on a schedule, by hand and on repository_dispatch', async () => {
    const { template } = await validate(source);
    const events = template?.events ?? {};
    expect(Object.keys(events).sort()).toEqual([
      'pull_request',
      'push',
      'repository_dispatch',
      'schedule',
      'workflow_dispatch',
    ]);
  });

  it('passes secrets only to the build and to the dist check', () => {
    const step = (name: string) => {
      const start = source.indexOf(`- name: ${name}\n`);
      return source.slice(start, source.indexOf('\n      - ', start + 1));
    };
    const allowed = step('Build') + step('Check dist');
    const secretLines = source.split('\n').filter((line) => /\$\{\{\s*secrets\./.test(line));
    expect(secretLines.length).toBe(6);
    for (const line of secretLines) expect(allowed).toContain(line);
    expect(step('Build')).toContain('secrets.CATALOG_API_KEY');
    expect(step('Check dist')).toContain('secrets.ASSISTANT_GATEWAY_TOKEN');
    expect(source).not.toMatch(/echo[^\n]*\$\{?(CATALOG_API_KEY|ASSISTANT_GATEWAY_TOKEN)/);
  });

  it('checks dist/ after the build and before it is cached as published or uploaded', async () => {
    const { template } = await validate(source);
    const build = template?.jobs.find((job) => job.id.value === 'build');
    const steps = (build && 'steps' in build ? build.steps : []).map((step) =>
      String(step.name ?? ('uses' in step ? step.uses : '')),
    );
    const at = (name: string) => steps.findIndex((step) => step.includes(name));
    expect(at('Check dist')).toBeGreaterThan(at('Build'));
    expect(at('Check dist')).toBeLessThan(at('Save build cache'));
    expect(at('Check dist')).toBeLessThan(at('upload-pages-artifact'));
    expect(source).toMatch(/- name: Check dist\n(?:\s+.+\n)*?\s+run: npm run check:dist\n/);
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8'));
    expect(pkg.scripts['check:dist']).toBe('node scripts/check-dist.ts');
  });

  it("looks up earlier passes under the test job's own check name", async () => {
    const { template } = await validate(source);
    const test = template?.jobs.find((job) => job.id.value === 'test');
    const name = String(test?.name ?? '');
    expect(name).not.toBe('');
    expect(source).toContain(`check_name=${encodeURIComponent(name)}`);
  });

  describe('which jobs run', () => {
    const jobs = parsedJobs;
    type Result = 'success' | 'failure' | 'skipped';
    type Outcome = { result: Result; passed?: string };
    const statusFunctions = ['success', 'failure', 'cancelled', 'always'];

    /** One run: each job's `if` evaluated as GitHub does, in the order of `needs`. */
    function simulate(
      event: string,
      outcome: { passedBefore?: boolean; lookup?: Result; test?: Result; build?: Result },
    ) {
      const results: Record<string, Outcome> = {};
      for (const job of jobs) {
        const id = job.id.value;
        const needs = (job.needs ?? []).map((need) => need.value);
        const needed = needs.map((need) => results[need] as Outcome);
        const functions = new Map(
          statusFunctions.map((name) => [
            name,
            {
              name,
              minArgs: 0,
              maxArgs: 0,
              call: () =>
                new data.BooleanData(
                  name === 'always'
                    ? true
                    : name === 'cancelled'
                      ? false
                      : name === 'failure'
                        ? needed.some((n) => n.result === 'failure')
                        : needed.every((n) => n.result === 'success'),
                ),
            },
          ]),
        );
        const context = new data.Dictionary(
          {
            key: 'github',
            value: new data.Dictionary({ key: 'event_name', value: new data.StringData(event) }),
          },
          {
            key: 'needs',
            value: new data.Dictionary(
              ...needs.map((need) => ({
                key: need,
                value: new data.Dictionary(
                  { key: 'result', value: new data.StringData(results[need]?.result ?? '') },
                  {
                    key: 'outputs',
                    value: new data.Dictionary(
                      ...(results[need]?.passed
                        ? [{ key: 'passed', value: new data.StringData(results[need].passed) }]
                        : []),
                    ),
                  },
                ),
              })),
            ),
          },
        );
        const expression = job.if?.expression ?? 'success()';
        const parsed = new Parser(
          new Lexer(expression).lex().tokens,
          ['github', 'needs'],
          [...functions.values()],
        ).parse();
        const runs = new Evaluator(parsed, context, functions).evaluate().coerceString() === 'true';
        if (!runs) results[id] = { result: 'skipped' };
        else if (id === 'tested')
          results[id] =
            outcome.lookup === 'failure'
              ? { result: 'failure' }
              : { result: 'success', ...(outcome.passedBefore ? { passed: 'true' } : {}) };
        else
          results[id] = {
            result: (id === 'test' ? outcome.test : id === 'build' ? outcome.build : undefined) ?? 'success',
          };
      }
      return Object.fromEntries(Object.entries(results).map(([id, { result }]) => [id, result]));
    }

    it('a push runs the whole suite and deploys only when it and the build passed', () => {
      expect(simulate('push', {})).toEqual({
        tested: 'skipped',
        test: 'success',
        build: 'success',
        deploy: 'success',
      });
      expect(simulate('push', { test: 'failure' }).deploy).toBe('skipped');
      expect(simulate('push', { build: 'failure' }).deploy).toBe('skipped');
    });

    it('a pull request runs the whole suite and never builds with secrets or deploys', () => {
      expect(simulate('pull_request', {})).toEqual({
        tested: 'skipped',
        test: 'success',
        build: 'skipped',
        deploy: 'skipped',
      });
    });

    it.each(['schedule', 'repository_dispatch', 'workflow_dispatch'])(
      '%s: a commit that passed before is built, checked and deployed without the suite',
      (event) => {
        expect(simulate(event, { passedBefore: true })).toEqual({
          tested: 'success',
          test: 'skipped',
          build: 'success',
          deploy: 'success',
        });
        // A failed build or dist check publishes nothing.
        expect(simulate(event, { passedBefore: true, build: 'failure' }).deploy).toBe('skipped');
      },
    );

    it('a rebuild of a commit not yet passed (or when the lookup fails) runs the suite first', () => {
      expect(simulate('schedule', { passedBefore: false })).toMatchObject({
        test: 'success',
        deploy: 'success',
      });
      expect(simulate('schedule', { passedBefore: false, test: 'failure' }).deploy).toBe('skipped');
      expect(simulate('repository_dispatch', { lookup: 'failure' })).toMatchObject({
        test: 'success',
        deploy: 'success',
      });
      expect(simulate('repository_dispatch', { lookup: 'failure', test: 'failure' }).deploy).toBe('skipped');
    });
  });

  it('caches the data store and images under a key that changes every run', () => {
    const keys = [...source.matchAll(/^\s+key: (.+)$/gm)].map((match) => match[1]);
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) expect(key).toContain('github.run_id');
    // The data store and images, plus the published dist/ with its fingerprint (kept when nothing changed).
    // (npm run bench measures the size of these paths from the same blocks.)
    expect(cachePathBlocks(source)).toEqual([
      ['.cache/astro', '.cache/published.json', 'dist'],
      ['.cache/astro', '.cache/published.json', 'dist'],
    ]);
    expect(source).toMatch(/restore-keys: \|\n\s+astro-/);
  });
});
