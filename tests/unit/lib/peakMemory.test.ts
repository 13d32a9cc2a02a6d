import { describe, expect, it } from 'vitest';
import { watchPeakMemory } from '../../../src/lib/peakMemory.ts';

const MiB = 2 ** 20;

describe.runIf(process.platform === 'linux')('peak memory by stage', () => {
  it('puts memory taken in a stage into that stage, and the peak among the stages', () => {
    const memory = watchPeakMemory(process.pid, 60_000);
    memory.enter('before');
    memory.enter('after');
    // 256 MiB touched page by page: resident, and the process's new high-water mark.
    const held = Buffer.alloc(256 * MiB, 1);
    const peak = memory.stop();
    const { before, after } = memory.byStage();
    expect(held.length).toBe(256 * MiB);
    expect(after).toBeGreaterThanOrEqual((before ?? 0) + 200 * MiB);
    expect(peak).toBe(after);
    expect(Object.keys(memory.byStage())).toEqual(['before', 'after']);
  });
});
