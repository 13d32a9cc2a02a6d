/** The API key and export password never reach an error message, a cause chain or a log line. */
import { inspect } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CatalogAuthError, createCatalogClient } from '../../../src/catalog/index.ts';
import { type ScriptedServer, sendJson, startScriptedServer } from './scriptedServer.ts';

const API_KEY = 'ak_live_7f3c9e1d2b4a';
const PASSWORD = 'p@ss w0rd&=/secret';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

it('keeps secrets out of messages, causes and every log line, in every failure mode', async () => {
  const lines: string[] = [];
  const requests: string[] = [];
  const c = createCatalogClient({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    retries: 1,
    // 1 s: on a loaded machine a shorter timer fires before the local server has answered at all.
    timeoutMs: 1000,
    backoffBaseMs: 1,
    backoffMaxMs: 2,
    logger: (line) => lines.push(line),
    onRequest: (entry) => requests.push(`${entry.method} ${entry.path} ${entry.status ?? entry.error}`),
  });
  // A server that echoes the request URL (with the key) in its bodies is the worst case.
  const scenarios: Array<[string, () => Promise<unknown>]> = [
    ['auth', () => c.getBranches('de')],
    ['5xx', () => c.getBranches('de')],
    ['drop', () => c.getBranches('de')],
    ['hang', () => c.getBranches('de')],
    ['malformed', () => c.getBranches('de')],
    ['drift', () => c.getBranches('de')],
    ['export', () => c.exportReferences({ login: 'it@example.test', password: PASSWORD, format: 'json' })],
  ];
  const errors: unknown[] = [];
  for (const [name, call] of scenarios) {
    server.reset(({ req, res, url }) => {
      const echo = url.toString();
      if (name === 'auth') return sendJson(res, '', 401);
      if (name === '5xx') return sendJson(res, `<h1>error at ${echo}</h1>`, 502);
      if (name === 'drop') return req.socket.destroy();
      if (name === 'hang') return;
      if (name === 'malformed') return sendJson(res, `{"url": "${echo}"`);
      if (name === 'drift')
        return sendJson(res, [{ branch_ID: echo, branchname: 'x', lft: 1, rgt: 2, referencecount: 0 }]);
      sendJson(
        res,
        { error: 'auth', message: `bad password ${url.searchParams.get('password')}`, code: 1 },
        401,
      );
    });
    errors.push(await call().catch((e: unknown) => e));
  }

  expect(errors.every((e) => e instanceof Error)).toBe(true);
  expect(errors[6]).toBeInstanceOf(CatalogAuthError);
  expect((errors[6] as Error).message).toContain('export credentials');
  const everything = [...errors.map((e) => inspect(e, { depth: 20 })), ...lines, ...requests].join('\n');
  for (const secret of [API_KEY, PASSWORD, encodeURIComponent(PASSWORD), 'it@example.test']) {
    expect(everything).not.toContain(secret);
  }
  // The request hook is still useful: it shows the redacted parameters, path and status.
  expect(requests).toContain('GET /api/v1/branches/branches?apiKey=***&lang_ID=2 401');
  expect(requests).toContain(
    'GET /api/v1/references/export?apiKey=***&login=***&password=***&format=json 401',
  );
});
