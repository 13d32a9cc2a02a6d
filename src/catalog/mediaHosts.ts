/**
 * The remote image hosts astro:assets may fetch and process (image.remotePatterns): the catalog
 * API's own origin when it is a loopback address (the embedded simulator serves /media/ there)
 * and every entry of CATALOG_MEDIA_HOSTS (comma-separated: `cdn.example.com`,
 * `https://cdn.example.com`, `**.example.com`, `http://10.0.0.5:8080`). A bare host allows https
 * only. Images from other hosts are still shown, just not processed. Read through src/settings.ts
 * (readMediaHosts), which names an entry that is no host.
 */
export type RemotePattern = { protocol: string; hostname: string; port?: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function parseMediaHost(entry: string): RemotePattern | undefined {
  const text = entry.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
  // URL() rejects wildcard hosts, so the host part is taken apart by hand.
  const match = /^(https?):\/\/([^/:]+|\[[^\]]+\])(?::(\d+))?\/?$/i.exec(withScheme);
  if (!match) return undefined;
  const [, protocol, hostname, port] = match;
  if (!hostname || !/^(\*\*?\.)?[a-z0-9.[\]:-]+$/i.test(hostname)) return undefined;
  return {
    protocol: (protocol as string).toLowerCase(),
    hostname: hostname.toLowerCase(),
    ...(port ? { port } : {}),
  };
}

/** The patterns for the catalog at `apiUrl` and the CATALOG_MEDIA_HOSTS `entries`. */
export function mediaPatterns(apiUrl: string | undefined, entries: readonly string[]): RemotePattern[] {
  const patterns: RemotePattern[] = [];
  try {
    const api = new URL(apiUrl ?? '');
    if (LOOPBACK.has(api.hostname)) {
      patterns.push({
        protocol: api.protocol.replace(':', ''),
        hostname: api.hostname,
        ...(api.port ? { port: api.port } : {}),
      });
    }
  } catch {
    // No API URL (astro check, preview): nothing to allow from it.
  }
  for (const entry of entries) {
    const pattern = parseMediaHost(entry);
    if (pattern) patterns.push(pattern);
  }
  return patterns;
}
