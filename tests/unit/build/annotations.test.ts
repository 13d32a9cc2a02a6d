import { describe, expect, it } from 'vitest';
import { createAnnotations } from '../../../scripts/builder/annotations.ts';
import type { BuildEvent } from '../../../src/loaders/buildEvents.ts';

const quarantined: BuildEvent = {
  kind: 'quarantined',
  entry: {
    endpoint: 'GET /references/search',
    referenceId: 17,
    field: 'projecttitle',
    message: 'expected text, got an object',
    lang: 'de',
    kept: true,
  },
};
const degraded: BuildEvent = {
  kind: 'degraded',
  line: 'Group tree: gateway down (100% reached)\nlast good values kept',
};

function annotate(events: BuildEvent[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const listener = createAnnotations((line) => lines.push(line), env);
  for (const event of events) listener(event);
  return lines;
}

describe('GitHub annotations of a build', () => {
  it('name each quarantined reference and each degraded section on a GitHub Actions run', () => {
    const lines = annotate([quarantined, { kind: 'page' }, degraded], { GITHUB_ACTIONS: 'true' });
    expect(lines).toEqual([
      '::warning title=Quarantined reference::quarantined GET /references/search reference_ID=17 lang=de: projecttitle: expected text, got an object — last good version kept',
      // One line per annotation: the runner reads %, CR and LF escaped.
      '::warning title=Section from its last good values::Group tree: gateway down (100%25 reached)%0Alast good values kept',
    ]);
  });

  it('are not written outside GitHub Actions (the warning lines say it there)', () => {
    expect(annotate([quarantined, degraded], {})).toEqual([]);
  });
});
