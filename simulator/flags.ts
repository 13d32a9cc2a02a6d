/**
 * The simulator's data and fault flags (`--references 1000 --latency-ms 20 …`) as one definition,
 * read by its command line (cli.ts, which adds `--port` and `--help`) and by `npm run build`'s
 * embedded simulator (scripts/builder/dataSource.ts). A bad value throws a FlagError naming the flag.
 */
import { parseArgs } from 'node:util';
import type { SimulatorOptions } from './options.ts';

export class FlagError extends Error {}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

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

const text = (_flag: string, raw: string | undefined) => raw;
/** A switch: present means on. */
const on = (_flag: string, raw: boolean | undefined) => (raw ? true : undefined);
const texts = (_flag: string, raws: string[] | undefined) => raws;

/** A flag: the option it sets, and how its text (every occurrence's, when `multiple`) becomes that option's value. */
type Flag =
  | {
      option: keyof SimulatorOptions;
      read: (flag: string, raw: string | undefined) => unknown;
      multiple?: false;
    }
  | {
      option: keyof SimulatorOptions;
      read: (flag: string, raws: string[] | undefined) => unknown;
      multiple: true;
    }
  | {
      option: keyof SimulatorOptions;
      read: (flag: string, raw: boolean | undefined) => unknown;
      boolean: true;
    };

const FLAGS = {
  references: { option: 'references', read: integer },
  seed: { option: 'seed', read: integer },
  'latency-ms': { option: 'latencyMs', read: integer },
  'fail-rate': { option: 'failRate', read: share },
  'fault-seed': { option: 'faultSeed', read: integer },
  'slow-ms': { option: 'slowMs', read: integer },
  revision: { option: 'revision', read: integer },
  changes: { option: 'changes', read: integer },
  'fail-reference': { option: 'failReference', read: ids, multiple: true },
  'drift-reference': { option: 'driftReference', read: ids, multiple: true },
  quirks: { option: 'quirks', read: share },
  'quirk-reference': { option: 'quirkReference', read: ids, multiple: true },
  'gone-media-reference': { option: 'goneMediaReference', read: ids, multiple: true },
  'gateway-fault': { option: 'gatewayFault', read: text },
  'mcp-rate-limit': {
    option: 'mcpRateLimit',
    read: (flag: string, raw: string | undefined) => integer(flag, raw, 1),
  },
  edit: { option: 'edits', read: texts, multiple: true },
  'hostile-text': { option: 'hostileText', read: on, boolean: true },
} satisfies Record<string, Flag>;

/** The flags as node:util's parseArgs takes them. */
export const SIMULATOR_FLAGS = Object.fromEntries(
  Object.entries(FLAGS).map(([name, flag]) => [
    name,
    'boolean' in flag
      ? { type: 'boolean', multiple: false }
      : { type: 'string', multiple: 'multiple' in flag && flag.multiple },
  ]),
) as { [K in keyof typeof FLAGS]: { type: 'string' | 'boolean'; multiple: boolean } };

/** The options the flags in `values` (parsed with SIMULATOR_FLAGS) set; unset ones stay unset. */
export function simulatorOptions(values: Values): SimulatorOptions {
  const options: Record<string, unknown> = {};
  for (const [name, flag] of Object.entries(FLAGS) as [string, Flag][]) {
    const raw = values[name];
    const value =
      'boolean' in flag
        ? flag.read(name, raw as boolean | undefined)
        : flag.multiple
          ? flag.read(name, raw as string[] | undefined)
          : flag.read(name, raw as string | undefined);
    if (value !== undefined) options[flag.option] = value;
  }
  return options as SimulatorOptions;
}

/** `argv` holding only the simulator's flags, as its options. */
export function parseSimulatorFlags(argv: string[]): SimulatorOptions {
  try {
    return simulatorOptions(parseArgs({ args: argv, options: SIMULATOR_FLAGS, strict: true }).values);
  } catch (error) {
    throw error instanceof FlagError ? error : new FlagError((error as Error).message);
  }
}
