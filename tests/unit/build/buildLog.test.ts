import type { AstroLoggerMessage } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import condensedDestination from '../../../scripts/builder/astroLog.ts';
import { createBuildLog } from '../../../scripts/builder/buildLog.ts';
import type { BuildEvent } from '../../../src/loaders/buildEvents.ts';

function replay(events: BuildEvent[]) {
  let clock = 0;
  const written: string[] = [];
  const log = createBuildLog({ write: (line) => written.push(line), now: () => clock, intervalMs: 1500 });
  for (const event of events) {
    clock += 1000; // one event a second
    log.event(event);
  }
  return { result: log.result(true, undefined), written, log };
}

describe('build log', () => {
  it('counts the details of every references load, per language and in all', () => {
    const { result } = replay([
      { kind: 'load', collection: 'references', lang: 'de', listed: 21, fetched: 3, reused: 18 },
      { kind: 'load', collection: 'references', lang: 'en', listed: 20, fetched: 2, reused: 18 },
      { kind: 'load', collection: 'facets', lang: 'de', listed: 0, fetched: 40, reused: 0 },
    ]);
    expect(result.counts.details).toEqual({
      fetched: 5,
      reused: 36,
      byLang: { de: { listed: 21, fetched: 3, reused: 18 }, en: { listed: 20, fetched: 2, reused: 18 } },
    });
  });

  it('keeps what the sync asked the CDN for the report and the summary line', () => {
    const { result } = replay([{ kind: 'media', files: 2414, requests: 2414, gone: 3, unanswered: 1 }]);
    expect(result.counts.media).toEqual({ files: 2414, requests: 2414, gone: 3, unanswered: 1 });
    expect(replay([]).result.counts.media).toEqual({ files: 0, requests: 0, gone: 0, unanswered: 0 });
  });

  it('prints progress lines with a rate for rendered pages', () => {
    const pages: BuildEvent[] = Array.from({ length: 4 }, () => ({ kind: 'page' }));
    expect(replay(pages).written).toEqual(['[build] pages: 3 rendered (2/s)']);
  });

  it('says each stage once, in order, as the first of its events arrives', () => {
    const stages: string[] = [];
    const log = createBuildLog({ write: () => {}, stage: (stage) => stages.push(stage) });
    log.event({ kind: 'page' });
    log.event({ kind: 'routes' }); // a route read the site data after the first page: no step back
    log.event({ kind: 'page' });
    expect(stages).toEqual(['pages']);

    const inOrder: string[] = [];
    const ordered = createBuildLog({ write: () => {}, stage: (stage) => inOrder.push(stage) });
    for (const kind of ['routes', 'routes', 'page', 'page'] as const) ordered.event({ kind });
    expect(inOrder).toEqual(['routes', 'pages']);
  });

  it('names the first loader failure as the reason, not its echoes or Astro’s wrapper error', () => {
    const log = createBuildLog({ write: () => {} });
    log.event({ kind: 'failure', message: 'references: detail 1042 answered 500' });
    log.event({ kind: 'failure', message: 'facets: echo of the same fault' });
    expect(log.result(false, new Error('Loader failed\n  at …')).failure).toBe(
      'references: detail 1042 answered 500',
    );
    expect(
      createBuildLog({ write: () => {} }).result(false, new Error('Could not resolve\n  at …')).failure,
    ).toBe('Could not resolve');
  });
});

describe('Astro console output under npm run build', () => {
  const message = (label: string | null, text: string, newLine = true): AstroLoggerMessage =>
    ({ label, level: 'info', message: text, newLine }) as AstroLoggerMessage;
  const astroLines = [
    message('content', 'references de: 21 listed, details fetched 3 / reused 18'),
    message('SKIP_FORMAT', ' generating static routes '),
    message(null, '  ├─ /de/index.html', false),
    message('SKIP_FORMAT', ' (+10ms)'),
    message(null, '  ├─ /en/index.html', false),
    message('SKIP_FORMAT', ' (restored)'),
    message(null, '  ▶ /_astro/a.webp (reused cache entry) (1/1)'),
    message('build', 'Complete!'),
  ];

  function written(verbose: boolean): string {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const destination = condensedDestination({ verbose });
    for (const line of astroLines) destination.write(line);
    const text = out.mock.calls.map(([chunk]) => String(chunk)).join('');
    out.mockRestore();
    return text;
  }

  it('leaves out the line per page and per image, and keeps the rest', () => {
    const text = written(false);
    expect(text).not.toMatch(/├─|▶|\(\+10ms\)|restored/);
    expect(text).toContain('details fetched 3 / reused 18');
    expect(text).toContain(' generating static routes ');
    expect(text).toContain('Complete!');
  });

  it('shows every line with --verbose', () => {
    const text = written(true);
    for (const line of astroLines) expect(text).toContain(line.message);
  });
});
