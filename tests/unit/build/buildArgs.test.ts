import { describe, expect, it } from 'vitest';
import { parseBuildArgs } from '../../../scripts/builder/buildArgs.ts';

describe("npm run build's command line", () => {
  it("keeps the build's flags, hands the dev server its port and the simulator everything else", () => {
    const args = parseBuildArgs(['--dev', '--references', '30', '--port', '4400', '--latency-ms', '0']);
    expect(args).toMatchObject({ dev: true, force: false, port: ['--port', '4400'] });
    expect(args.simulator).toEqual(['--references', '30', '--latency-ms', '0']);
  });

  it('reads --port=N as one argument', () => {
    const args = parseBuildArgs(['--port=4400', '--seed', '4']);
    expect(args.port).toEqual(['--port=4400']);
    expect(args.simulator).toEqual(['--seed', '4']);
  });

  it('passes no build flag to the simulator', () => {
    const args = parseBuildArgs(['--force', '--allow-shrink', '--verbose', '--revision', '1']);
    expect(args).toMatchObject({ force: true, allowShrink: true, verbose: true, port: [] });
    expect(args.simulator).toEqual(['--revision', '1']);
  });
});
