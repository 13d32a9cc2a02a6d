/**
 * The build's memory as the machine sees it (scripts/builder/treeMemory.ts): a process below the
 * build counts in the summed peak, with a peak of its own beside it under its step's role.
 */
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startStep } from '../../../scripts/builder/stepProcess.ts';
import { watchTreeMemory } from '../../../scripts/builder/treeMemory.ts';

const MB = 2 ** 20;

describe('watchTreeMemory', () => {
  it.runIf(process.platform === 'linux')(
    "sums every process below the build, per stage, beside each one's own peak",
    async () => {
      const memory = watchTreeMemory(process.pid, 60_000);
      memory.enter('before');
      memory.enter('child');
      // A step that holds 200 MiB (touched, so resident) until it is told to go.
      let ready = () => {};
      const started = new Promise<void>((resolve) => {
        ready = resolve;
      });
      const child = startStep(
        '-e',
        [
          "const b = Buffer.alloc(200 * 2 ** 20, 1); process.send('ready'); process.on('message', () => process.exit(b[0] - 1))",
        ],
        { role: 'holder', env: process.env, onMessage: () => ready() },
      );
      await started;
      // Entering the next stage samples: what was held until now belongs to the stage it leaves.
      memory.enter('after');
      child.send('go');
      await once(child, 'exit');
      const { summedPeakBytes, summedByStage, byProcess } = memory.stop();

      const own = byProcess.buildScript ?? 0;
      // Named by the role it was started with.
      expect(byProcess.holder).toBeGreaterThan(200 * MB);
      // The stage the child held its memory in: this process and the child at once.
      expect(summedByStage.child).toBeGreaterThan((summedByStage.before ?? 0) + 150 * MB);
      expect(summedByStage.after).toBeLessThan((summedByStage.child ?? 0) - 150 * MB);
      expect(summedPeakBytes).toBe(Math.max(...Object.values(summedByStage)));
      expect(summedPeakBytes).toBeGreaterThan(200 * MB);
      expect(own).toBeGreaterThan(0);
    },
  );
});
