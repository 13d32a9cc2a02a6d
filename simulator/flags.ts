/**
 * The simulator's data and fault flags (`--references 1000 --latency-ms 20 …`) as one definition,
 * read by its command line (cli.ts, which adds `--port` and `--help`) and by `npm run build`'s
 * embedded simulator (scripts/builder/dataSource.ts). A bad value throws a FlagError naming the flag.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { SimulatorOptions } from './options.ts';

export const SIMULATOR_FLAGS = {
  references: { type: 'string' },
  seed: { type: 'string' },
  'latency-ms': { type: 'string' },
  'fail-rate': { type: 'string' },
  'fault-seed': { type: 'string' },
  'slow-ms': { type: 'string' },
  revision: { type: 'string' },
  changes: { type: 'string' },
  'fail-reference': { type: 'string', multiple: true },
  'drift-reference': { type: 'string', multiple: true },
  quirks: { type: 'string' },
  'quirk-reference': { type: 'string', multiple: true },
  'gone-media-reference': { type: 'string', multiple: true },
  'gateway-fault': { type: 'string' },
  'mcp-rate-limit': { type: 'string' },
  edit: { type: 'string', multiple: true },
} as const satisfies ParseArgsOptionsConfig;

export class FlagError extends Error {}

type Values = Record<string, string | string[] | boolean | undefined>;

export function integer(flag: string, raw: string | undefined, min = 0): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw.trim())) throw new FlagError(`--${flag} needs a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min) throw new FlagError(`--${flag} must be at least ${min}`);
  return n;
}

/** `--fail-reference 1042 --fail-reference 1043` or `--fail-reference 1042,1043`. */
function ids(flag: string, raws: string[] | undefined): number[] | undefined {
  if (!raws || raws.length === 0) return undefined;
  return raws.flatMap((r) => r.split(',')).map((r) => integer(flag, r, 1) as number);
}

function share(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !(n >= 0 && n <= 1))
    throw new FlagError(`--${flag} needs a number from 0 to 1, got "${raw}"`);
  return n;
}

/** The options the flags in `values` (parsed with SIMULATOR_FLAGS) set; unset ones stay unset. */
export function simulatorOptions(values: Values): SimulatorOptions {
  const s = (k: keyof typeof SIMULATOR_FLAGS) => values[k] as string | undefined;
  const list = (k: keyof typeof SIMULATOR_FLAGS) => values[k] as string[] | undefined;
  const all: { [K in keyof SimulatorOptions]: SimulatorOptions[K] | undefined } = {
    references: integer('references', s('references')),
    seed: integer('seed', s('seed')),
    latencyMs: integer('latency-ms', s('latency-ms')),
    failRate: share('fail-rate', s('fail-rate')),
    faultSeed: integer('fault-seed', s('fault-seed')),
    slowMs: integer('slow-ms', s('slow-ms')),
    revision: integer('revision', s('revision')),
    changes: integer('changes', s('changes')),
    failReference: ids('fail-reference', list('fail-reference')),
    driftReference: ids('drift-reference', list('drift-reference')),
    quirks: share('quirks', s('quirks')),
    quirkReference: ids('quirk-reference', list('quirk-reference')),
    goneMediaReference: ids('gone-media-reference', list('gone-media-reference')),
    gatewayFault: s('gateway-fault') as SimulatorOptions['gatewayFault'],
    mcpRateLimit: integer('mcp-rate-limit', s('mcp-rate-limit'), 1),
    edits: list('edit'),
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as SimulatorOptions;
}

/** `argv` holding only the simulator's flags, as its options. */
export function parseSimulatorFlags(argv: string[]): SimulatorOptions {
  try {
    return simulatorOptions(parseArgs({ args: argv, options: SIMULATOR_FLAGS, strict: true }).values);
  } catch (error) {
    throw error instanceof FlagError ? error : new FlagError((error as Error).message);
  }
}
