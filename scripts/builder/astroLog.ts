/**
 * Astro's console output under `npm run build` (Astro's `logger` entrypoint, set by astroRun.ts):
 * Astro's own node destination without the line it writes per page and per image (20,000+ on a
 * large catalog; buildLog.ts sums them up in progress lines) unless --verbose. Those are the lines
 * Astro logs at info level without a label; a page's line is completed by the parts that follow it
 * up to the end of the line (ASTRO_CONTINUATION_LABEL).
 */
import type { AstroLoggerDestination } from 'astro';
import nodeDestination from 'astro/logger/node';
import { ASTRO_CONTINUATION_LABEL } from '../../src/lib/astroInternals.ts';

export default function condensedDestination(config: { verbose?: boolean } = {}): AstroLoggerDestination {
  const node = nodeDestination();
  let inItemLine = false;
  return {
    write(message) {
      if (!config.verbose && message.level === 'info') {
        if (message.label === null || (inItemLine && message.label === ASTRO_CONTINUATION_LABEL)) {
          inItemLine = !message.newLine;
          return;
        }
      }
      inItemLine = false;
      node.write(message);
    },
  };
}
