/** Options of startSimulator and the CLI, with their defaults and validation in one place. */
import { parseEdit } from './data/edits.ts';

export interface SimulatorOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** References of company 1 (default 240). */
  references?: number;
  /** Data set seed (default 1). */
  seed?: number;
  /** Data revision: r > 0 changes `changes` references (newer dateupdated and title). */
  revision?: number;
  changes?: number;
  /** Added to every API request (ms). */
  latencyMs?: number;
  /** Probability per API request of a fault (500, dropped connection, 429, extra-slow answer). */
  failRate?: number;
  /** Seed of the fault generator, separate from the data seed (default 1). */
  faultSeed?: number;
  /** Delay of the "extra-slow answer" fault (default 3000 ms). */
  slowMs?: number;
  /** Detail of these reference_IDs always answers 500 (a permanent fault). */
  failReference?: number | readonly number[];
  /** These reference_IDs are served with projecttitle as an object, in the list, search and detail (schema drift). */
  driftReference?: number | readonly number[];
  /** Share 0..1 of references served in representational variants (null, numeric strings, 0/1; server/quirks.ts). */
  quirks?: number;
  /** These reference_IDs are served in representational variants too. */
  quirkReference?: number | readonly number[];
  /** The media files and partner logos of these reference_IDs answer 404 (deleted at the CDN, still listed). */
  goneMediaReference?: number | readonly number[];
  /** The assistant gateway on a bad day: every request answered this way (server/quirks.ts). */
  gatewayFault?: GatewayFault;
  /** Assistant gateway: requests per minute per token (default 60, as the gateway spec says). */
  mcpRateLimit?: number;
  /** Single upstream edits after the revisions, as `kind:ID` or `company` (data/edits.ts). */
  edits?: readonly string[];
  /** Markup in every text field and `javascript:` in every third link field (data/hostile.ts). */
  hostileText?: boolean;
  /**
   * Build the search docs in the background right after start (default true), so the first search
   * answers at once. A build's embedded simulator shares the build script's thread, where the
   * warm-up held up the probe of an unchanged rebuild; without it the first search builds them.
   */
  warmSearch?: boolean;
}

export interface ResolvedOptions {
  port: number;
  references: number;
  seed: number;
  revision: number;
  changes: number | undefined;
  latencyMs: number;
  failRate: number;
  faultSeed: number;
  slowMs: number;
  failReferences: ReadonlySet<number>;
  driftReferences: ReadonlySet<number>;
  quirkShare: number;
  quirkReferences: ReadonlySet<number>;
  goneMediaReferences: ReadonlySet<number>;
  gatewayFault: GatewayFault | undefined;
  mcpRateLimit: number;
  edits: string[];
  hostileText: boolean;
  warmSearch: boolean;
}

export class OptionError extends Error {}

/**
 * How a gateway on a bad day answers every request: 503 (down), 401, 403, 429, or tool results in
 * a shape no schema expects (odd-shape).
 */
export const GATEWAY_FAULTS = ['down', 'unauthorized', 'forbidden', 'rate-limited', 'odd-shape'] as const;
export type GatewayFault = (typeof GATEWAY_FAULTS)[number];

function gatewayFault(value: unknown): GatewayFault | undefined {
  if (value === undefined || (GATEWAY_FAULTS as readonly unknown[]).includes(value))
    return value as GatewayFault | undefined;
  throw new OptionError(`gatewayFault must be one of ${GATEWAY_FAULTS.join(', ')}`);
}

const int = (name: string, v: number | undefined, fallback: number, min: number, max: number): number => {
  if (v === undefined) return fallback;
  if (!Number.isInteger(v) || v < min || v > max)
    throw new OptionError(`${name} must be an integer in ${min}..${max}`);
  return v;
};

const idSet = (name: string, v: number | readonly number[] | undefined): Set<number> => {
  const list = v === undefined ? [] : typeof v === 'number' ? [v] : [...v];
  for (const id of list)
    if (!Number.isInteger(id) || id < 1) throw new OptionError(`${name} must be positive integers`);
  return new Set(list);
};

export function resolveOptions(o: SimulatorOptions): ResolvedOptions {
  const failRate = o.failRate ?? 0;
  if (typeof failRate !== 'number' || !(failRate >= 0 && failRate <= 1))
    throw new OptionError('failRate must be a number in 0..1');
  const quirkShare = o.quirks ?? 0;
  if (typeof quirkShare !== 'number' || !(quirkShare >= 0 && quirkShare <= 1))
    throw new OptionError('quirks must be a number in 0..1');
  return {
    port: int('port', o.port, 0, 0, 65535),
    references: int('references', o.references, 240, 0, 250_000),
    seed: int('seed', o.seed, 1, 0, 2 ** 32 - 1),
    revision: int('revision', o.revision, 0, 0, 1_000_000),
    changes: o.changes === undefined ? undefined : int('changes', o.changes, 1, 1, 1_000_000),
    latencyMs: int('latencyMs', o.latencyMs, 0, 0, 600_000),
    failRate,
    faultSeed: int('faultSeed', o.faultSeed, 1, 0, 2 ** 32 - 1),
    slowMs: int('slowMs', o.slowMs, 3000, 0, 600_000),
    failReferences: idSet('failReference', o.failReference),
    driftReferences: idSet('driftReference', o.driftReference),
    quirkShare,
    quirkReferences: idSet('quirkReference', o.quirkReference),
    goneMediaReferences: idSet('goneMediaReference', o.goneMediaReference),
    gatewayFault: gatewayFault(o.gatewayFault),
    mcpRateLimit: int('mcpRateLimit', o.mcpRateLimit, 60, 1, 1_000_000),
    edits: (o.edits ?? []).map((raw) => {
      try {
        parseEdit(raw);
        return raw;
      } catch (error) {
        throw new OptionError((error as Error).message);
      }
    }),
    hostileText: o.hostileText ?? false,
    warmSearch: o.warmSearch ?? true,
  };
}
