import { describe, expect, it } from 'vitest';
import { FlagError, parseSimulatorFlags } from '../../../simulator/flags.ts';

describe("the simulator's flags", () => {
  it('become the options they name, and only those', () => {
    expect(
      parseSimulatorFlags([
        '--references',
        '10000',
        '--latency-ms',
        '20',
        '--fail-reference',
        '1042,1043',
        '--fail-reference',
        '1050',
        '--quirks',
        '0.5',
        '--edit',
        'text:1001',
        '--hostile-text',
      ]),
    ).toEqual({
      references: 10000,
      latencyMs: 20,
      failReference: [1042, 1043, 1050],
      quirks: 0.5,
      edits: ['text:1001'],
      hostileText: true,
    });
  });

  it.each([
    [['--references', 'many'], /--references needs a whole number, got "many"/],
    [['--latency-ms', '1.5'], /--latency-ms needs a whole number/],
    [['--quirks', '2'], /--quirks needs a number from 0 to 1, got "2"/],
    [['--fail-reference', '0'], /--fail-reference must be at least 1/],
    [['--port', '4321'], /--port/],
    [['--bogus'], /--bogus/],
    [['--hostile-text=yes'], /--hostile-text/],
  ])('refuse %j with a FlagError naming the flag', (argv, message) => {
    expect(() => parseSimulatorFlags(argv)).toThrow(FlagError);
    expect(() => parseSimulatorFlags(argv)).toThrow(message);
  });
});
