/**
 * `npm run build`'s command line: its own flags, the dev server's `--port`, and everything else,
 * which goes to the embedded simulator (scripts/builder/dataSource.ts names its flags).
 */
const FLAGS = ['--dev', '--force', '--allow-shrink', '--verbose'] as const;

export type BuildArgs = {
  /** `astro dev` instead of a build. */
  dev: boolean;
  /** Ignore Astro's caches and the probe: render every page again. */
  force: boolean;
  /** Confirms a list that shrank past CATALOG_MAX_SHRINK. */
  allowShrink: boolean;
  /** Astro's line per page and per image too. */
  verbose: boolean;
  /** `--port N` or `--port=N` as given, for `astro dev`. */
  port: string[];
  /** The simulator's flags (`--references 1000`, …). */
  simulator: string[];
};

export function parseBuildArgs(argv: string[]): BuildArgs {
  const at = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const port = at < 0 ? [] : argv[at]?.includes('=') ? argv.slice(at, at + 1) : argv.slice(at, at + 2);
  const isPort = (i: number) => at >= 0 && i >= at && i < at + port.length;
  const has = (flag: (typeof FLAGS)[number]) => argv.includes(flag);
  return {
    dev: has('--dev'),
    force: has('--force'),
    allowShrink: has('--allow-shrink'),
    verbose: has('--verbose'),
    port,
    simulator: argv.filter((arg, i) => !(FLAGS as readonly string[]).includes(arg) && !isPort(i)),
  };
}
