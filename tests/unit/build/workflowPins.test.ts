/**
 * Every workflow's actions pinned to a full commit SHA with the release it is (GitHub's security
 * hardening guide), and Dependabot set to keep npm packages and those pins current, Astro and its
 * integrations in one pull request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '../../..');
const WORKFLOWS = join(ROOT, '.github/workflows');
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe('workflow action pins', () => {
  it.each(files)('%s: every action is a full commit SHA with its version beside it', (name) => {
    const lines = readFileSync(join(WORKFLOWS, name), 'utf8')
      .split('\n')
      .filter((line) => /^\s*(-\s*)?uses:/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    const unpinned = lines.filter(
      (line) => !/uses:\s*[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+){2}\s*$/.test(line),
    );
    expect(unpinned).toEqual([]);
  });

  it('one action is pinned to one commit across the workflows', () => {
    const pins = new Map<string, Set<string>>();
    for (const name of files)
      for (const [, action, sha] of readFileSync(join(WORKFLOWS, name), 'utf8').matchAll(
        /uses:\s*([\w.-]+\/[\w.-]+)[\w./-]*@([0-9a-f]{40})/g,
      ))
        pins.set(action ?? '', (pins.get(action ?? '') ?? new Set()).add(sha ?? ''));
    expect([...pins].filter(([, shas]) => shas.size > 1)).toEqual([]);
  });
});

describe('.github/dependabot.yml', () => {
  const config = parse(readFileSync(join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
    updates: {
      'package-ecosystem': string;
      schedule: { interval: string };
      groups?: Record<string, { patterns?: string[] }>;
    }[];
  };

  it('keeps npm packages and the workflows’ actions current, weekly', () => {
    expect(config.updates.map((u) => [u['package-ecosystem'], u.schedule.interval]).sort()).toEqual([
      ['github-actions', 'weekly'],
      ['npm', 'weekly'],
    ]);
  });

  it('brings Astro, its integrations and Vite in one pull request', () => {
    const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm');
    const astro = Object.values(npm?.groups ?? {}).find((group) => group.patterns?.includes('astro'));
    expect(astro?.patterns).toEqual(expect.arrayContaining(['astro', '@astrojs/*', 'vite']));
  });
});
