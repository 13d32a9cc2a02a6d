import { describe, expect, it } from 'vitest';
import { mediaPatterns, parseMediaHost } from '../../../src/catalog/mediaHosts.ts';
import { readMediaHosts } from '../../../src/settings.ts';

describe('parseMediaHost', () => {
  it('reads bare hosts as https, keeps explicit schemes, ports and wildcards', () => {
    expect(parseMediaHost('cdn.example.com')).toEqual({ protocol: 'https', hostname: 'cdn.example.com' });
    expect(parseMediaHost('http://10.0.0.5:8080')).toEqual({
      protocol: 'http',
      hostname: '10.0.0.5',
      port: '8080',
    });
    expect(parseMediaHost('**.example.com')).toEqual({ protocol: 'https', hostname: '**.example.com' });
  });

  it('rejects entries that are not a host', () => {
    expect(parseMediaHost('')).toBeUndefined();
    expect(parseMediaHost('ftp://x.example')).toBeUndefined();
    expect(parseMediaHost('https://x.example/path')).toBeUndefined();
  });
});

describe('mediaPatterns', () => {
  it("allows the simulator's loopback origin and the listed hosts", () => {
    expect(
      readMediaHosts({
        CATALOG_API_URL: 'http://127.0.0.1:4321/api/v1',
        CATALOG_MEDIA_HOSTS: 'cdn.example.com, ,',
      }),
    ).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', port: '4321' },
      { protocol: 'https', hostname: 'cdn.example.com' },
    ]);
  });

  it('does not allow a public API host implicitly', () => {
    expect(mediaPatterns('https://api.example.com/api/v1', [])).toEqual([]);
  });

  it('names a listed entry that is no host, instead of leaving its images unprocessed', () => {
    expect(() => readMediaHosts({ CATALOG_MEDIA_HOSTS: 'cdn.example.com,bad/x' })).toThrow(
      'CATALOG_MEDIA_HOSTS must be a comma-separated list of hosts (cdn.example.com, **.example.com, http://10.0.0.5:8080), got "cdn.example.com,bad/x"',
    );
  });
});
