/** The build fingerprint decides whether an unchanged catalog keeps the published dist/. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint, settingsOf } from '../../../scripts/builder/fingerprint.ts';

describe('buildFingerprint', () => {
  let root: string;
  let probe: string;
  const print = (env: NodeJS.ProcessEnv = {}) => buildFingerprint({ root, probe, env });

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'fingerprint-'));
    await mkdir(join(root, 'src/pages'), { recursive: true });
    await writeFile(join(root, 'src/pages/index.astro'), '<h1>Hello</h1>');
    await writeFile(join(root, 'package-lock.json'), '{}');
    probe = 'digest-of-the-probe-answers-1';
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is stable for the same inputs and changes with the catalog, the code and the settings', async () => {
    const base = await print({ SITE_URL: 'https://a.example' });
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(await print({ SITE_URL: 'https://a.example' })).toBe(base);
    expect(await print({ SITE_URL: 'https://b.example' })).not.toBe(base);

    probe = 'digest-of-the-probe-answers-2';
    const newData = await print({ SITE_URL: 'https://a.example' });
    expect(newData).not.toBe(base);

    await writeFile(join(root, 'src/pages/index.astro'), '<h1>Hello!</h1>');
    expect(await print({ SITE_URL: 'https://a.example' })).not.toBe(newData);
  });

  it('never depends on the API key, which must not be hashed into a file', async () => {
    expect(await print({ CATALOG_API_KEY: 'one' })).toBe(await print({ CATALOG_API_KEY: 'two' }));
    expect(settingsOf({ CATALOG_API_KEY: 'secret', CATALOG_API_URL: 'u', HOME: '/root' })).toEqual([
      ['CATALOG_API_URL', 'u'],
    ]);
  });
});
