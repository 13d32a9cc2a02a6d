/**
 * On GitHub Actions, what a deployer must look at becomes a warning annotation on the run page: each
 * quarantined reference and each section built from its last good values (or left out). Listens to
 * the build's events inside Astro's process (astroRun.ts), so a reference is announced when it is
 * quarantined, also in a build that fails later. Elsewhere the build's own lines say it.
 */
import type { BuildEvent } from '../../src/loaders/buildEvents.ts';
import { quarantineLine } from '../../src/loaders/quarantine.ts';

export function createAnnotations(write: (line: string) => void, env: NodeJS.ProcessEnv = process.env) {
  const enabled = env.GITHUB_ACTIONS === 'true';
  return (event: BuildEvent): void => {
    if (!enabled) return;
    if (event.kind === 'quarantined') write(warning('Quarantined reference', quarantineLine(event.entry)));
    if (event.kind === 'degraded') write(warning('Section from its last good values', event.line));
  };
}

const warning = (title: string, message: string) => `::warning title=${title}::${workflowData(message)}`;

/** A workflow command's message: %, CR and LF escaped as GitHub's runner expects. */
const workflowData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
