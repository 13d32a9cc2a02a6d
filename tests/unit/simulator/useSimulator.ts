/** The per-file simulator of the contract tests: one server for all tests of a file, stopped after them. */
import { afterAll, beforeAll } from 'vitest';
import { generateDataset } from '../../../simulator/data/index.ts';
import type { Dataset, Lang, SimReference } from '../../../simulator/data/model.ts';
import { type SimulatorHandle, type SimulatorOptions, startSimulator } from '../../../simulator/index.ts';

export interface SimulatorFixture {
  /** Base URL, `http://127.0.0.1:<port>/api/v1`. */
  readonly url: string;
  readonly port: number;
  /** Requests per endpoint path since start. */
  stats(): Record<string, number>;
  /** Ground truth: the data set the simulator serves, generated again from the same options. */
  readonly data: Dataset;
}

/**
 * Starts a simulator in `beforeAll` and closes it in `afterAll`; read the fixture inside tests and
 * later hooks only. `data` is generated on first use, so files that never read it do not pay for it.
 */
export function useSimulator(options: SimulatorOptions): SimulatorFixture {
  let handle: SimulatorHandle | undefined;
  let data: Dataset | undefined;
  const started = (): SimulatorHandle => {
    if (!handle) throw new Error('simulator not started: use the fixture inside tests or hooks');
    return handle;
  };
  beforeAll(async () => {
    handle = await startSimulator(options);
  });
  afterAll(() => handle?.close());
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    stats: () => started().stats(),
    get data() {
      data ??= generateDataset(options);
      return data;
    },
  };
}

/** The spec's delivery rule: published, released to the API channel, with a text in `lang`. */
export const isDelivered = (r: SimReference, lang: Lang, company = 1): boolean =>
  r.company_ID === company && r.published && r.apiChannel && !!r.texts[lang];
