/**
 * Serves a built dist/ with `astro preview` on a free loopback port, as the e2e suite does, for
 * scripts that need the site over HTTP (bench:lighthouse).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port, so parallel runs on one machine never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type Preview = { origin: string; stop: () => void };

/** `cwd`: the project whose dist/ is served (a throwaway copy's, say); this one by default. */
export async function startPreview(readyPath = '/de/', cwd?: string): Promise<Preview> {
  const port = await freePort();
  const child = spawn('astro', ['preview', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    ...(cwd ? { cwd } : {}),
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => child.kill();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`astro preview exited with code ${child.exitCode}`);
    const ok = await fetch(`${origin}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`astro preview did not answer on ${origin} within 60 s`);
}
