/**
 * The scheduled change detection (.github/workflows/watch.yml), checked with GitHub's workflow
 * parser: its schedule, that it installs nothing, that only a `changed` starts the deploy, and,
 * with a stand-in `gh` on PATH, that a deploy already running or queued is not doubled.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { data, Evaluator, Lexer, Parser, validate } from './workflowParser.ts';

const ROOT = join(import.meta.dirname, '../../..');
const source = readFileSync(join(ROOT, '.github/workflows/watch.yml'), 'utf8');
const deploySource = readFileSync(join(ROOT, '.github/workflows/deploy.yml'), 'utf8');
const { errors, template } = await validate(source, 'watch.yml');
const job = template?.jobs[0];
const steps = job && 'steps' in job ? job.steps : [];
const step = (name: string) => steps.find((s) => String(s.name ?? '') === name);
/** A step's shell script ('' for an action step). */
const runOf = (s: (typeof steps)[number] | undefined) => (s && 'run' in s ? String(s.run) : '');

/** The values a cron field matches (`*`, `a-b`, `/step`, lists), within [min, max]. */
function cronField(field: string, min: number, max: number): number[] {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [range = '*', step = '1'] = part.split('/');
    const [from, to] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), step === '1' ? Number(range) : max];
    for (let v = from as number; v <= (to as number); v += Number(step)) values.add(v);
  }
  return [...values].sort((a, b) => a - b);
}

describe('.github/workflows/watch.yml', () => {
  it('is a valid workflow, run on a schedule and by hand', () => {
    expect(errors).toEqual([]);
    expect(Object.keys(template?.events ?? {}).sort()).toEqual(['schedule', 'workflow_dispatch']);
  });

  it('asks every 15 minutes, every hour of every day, in one cron line', () => {
    const crons = (template?.events.schedule ?? []).map((entry) => entry.cron);
    expect(crons).toHaveLength(1);
    const [minute = '', hour, day, month, weekday] = (crons[0] ?? '').split(' ');
    const minutes = cronField(minute, 0, 59);
    expect(minutes).toHaveLength(4);
    const gaps = minutes.map((m, i) => ((minutes[(i + 1) % 4] ?? 0) - m + 60) % 60);
    expect(gaps).toEqual([15, 15, 15, 15]);
    // Off the full hour, when GitHub's runners are busiest.
    expect(minutes).not.toContain(0);
    expect([hour, day, month, weekday]).toEqual(['*', '*', '*', '*']);
  });

  it('installs no packages: Node 24 and the detector only', () => {
    const commands = steps.map(runOf);
    expect(commands.filter((run) => /\bnpm\b/.test(run))).toEqual([]);
    expect(source).not.toMatch(/cache: npm/);
    expect(source).toMatch(/node-version: 24\n/);
    expect(runOf(step('Detect a change'))).toBe('node scripts/watch.ts');
    // The deploy workflow can be started by hand, which is how the watch starts it.
    expect(source).toMatch(/permissions:\n\s+contents: read\n(?:\s+#.*\n)*\s+actions: write\n/);
    expect(deploySource).toMatch(/^ {2}workflow_dispatch:/m);
  });

  it('passes the catalog secrets to the detector only', () => {
    const secretLines = source.split('\n').filter((line) => /\$\{\{\s*secrets\./.test(line));
    expect(secretLines.map((line) => line.trim().split(':')[0])).toEqual([
      'CATALOG_API_URL',
      'CATALOG_API_KEY',
    ]);
    const detect = source.slice(
      source.indexOf('- name: Detect a change'),
      source.indexOf('- name: Start the deploy'),
    );
    for (const line of secretLines) expect(detect).toContain(line);
  });

  it('starts the deploy only when the detector said changed', () => {
    const start = step('Start the deploy');
    const expression = start?.if?.expression ?? '';
    const runs = (changed: string, succeeded = true) => {
      const success = {
        name: 'success',
        minArgs: 0,
        maxArgs: 0,
        call: () => new data.BooleanData(succeeded),
      };
      const functions = new Map([['success', success]]);
      const context = new data.Dictionary({
        key: 'steps',
        value: new data.Dictionary({
          key: 'watch',
          value: new data.Dictionary({
            key: 'outputs',
            value: new data.Dictionary({ key: 'changed', value: new data.StringData(changed) }),
          }),
        }),
      });
      const parsed = new Parser(new Lexer(expression).lex().tokens, ['steps'], [success]).parse();
      return new Evaluator(parsed, context, functions).evaluate().coerceString() === 'true';
    };
    expect(runs('true')).toBe(true);
    expect(runs('false')).toBe(false);
    // The detector failed (catalog down): nothing is started.
    expect(runs('', false)).toBe(false);
  });

  describe('a deploy running or queued is not doubled', () => {
    const bin = mkdtempSync(join(tmpdir(), 'fake-gh-'));
    afterAll(() => rmSync(bin, { recursive: true, force: true }));
    const script = runOf(step('Start the deploy'));

    /** The step's script with a `gh` that reports `busy` unfinished deploy runs; returns its calls. */
    function startWith(busy: number): string[] {
      const log = join(bin, `calls-${busy}`);
      writeFileSync(
        join(bin, 'gh'),
        `#!/bin/sh\necho "$@" >> "${log}"\nif [ "$1 $2" = "run list" ]; then echo ${busy}; fi\n`,
      );
      chmodSync(join(bin, 'gh'), 0o755);
      const run = spawnSync('bash', ['-e', '-c', script], {
        env: {
          PATH: `${bin}:${process.env.PATH}`,
          GITHUB_REPOSITORY: 'acme/portfolio',
          GITHUB_REF_NAME: 'main',
        },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      return readFileSync(log, 'utf8').trim().split('\n');
    }

    it('nothing running: the deploy workflow is started once, on the branch the watch ran on', () => {
      const calls = startWith(0);
      expect(calls[0]).toMatch(/^run list --repo acme\/portfolio --workflow deploy.yml /);
      expect(calls.slice(1)).toEqual(['workflow run deploy.yml --repo acme/portfolio --ref main']);
    });

    it('one running or queued: none is started', () => {
      const calls = startWith(1);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatch(
        /^run list .*--json status,event --jq .*select\(\.status != "completed" and \.event != "pull_request"\)/,
      );
    });
  });
});
