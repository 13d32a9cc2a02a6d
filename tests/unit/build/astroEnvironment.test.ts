/**
 * What Astro's process gets of the build's environment: everything but the variables Astro would
 * write into its bundled code (src/lib/astroInternals.ts, ENV_NOT_FOR_ASTRO), so that the same
 * build started from a shell, npm or npx keeps the same route hashes and renders nothing again.
 */
import { describe, expect, it } from 'vitest';
import { astroEnvironment } from '../../../scripts/builder/astroProcess.ts';

describe("Astro's environment", () => {
  it('leaves out the shell’s `_` (the path of the command that started the build) and keeps the rest', () => {
    const env = {
      _: '/usr/bin/npx',
      PATH: '/usr/bin',
      SITE_URL: 'https://example.org',
      CATALOG_API_KEY: 'k',
    };
    expect(astroEnvironment(env)).toEqual({
      PATH: '/usr/bin',
      SITE_URL: 'https://example.org',
      CATALOG_API_KEY: 'k',
    });
  });

  it('is the same for two starts that differ only in `_`', () => {
    const base = { PATH: '/usr/bin', HOME: '/root' };
    expect(astroEnvironment({ ...base, _: '/usr/bin/npm' })).toEqual(
      astroEnvironment({ ...base, _: '/work/node_modules/node/bin/node' }),
    );
  });
});
