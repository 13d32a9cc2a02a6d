/**
 * The WebMCP tools' listings (name, description and the gateway's inputSchema, generated from the
 * shared zod definitions at build time), as the Vite module `virtual:webmcp-tools` that the
 * registration script (register.ts) imports: they ship once in that cached script instead of as
 * a ~5 kB data block in every page.
 */
import type { Plugin } from 'vite';
import { toolListing } from '../gateway/schemas.ts';
import { SITE_TOOLS } from './siteTools.ts';

export const TOOL_LISTINGS_MODULE = 'virtual:webmcp-tools';
const resolved = `\0${TOOL_LISTINGS_MODULE}`;

export function toolListings() {
  return SITE_TOOLS.map((name) => {
    const { description, inputSchema } = toolListing(name);
    return { name, description, inputSchema };
  });
}

export function toolListingsPlugin(): Plugin {
  return {
    name: 'webmcp-tool-listings',
    resolveId: (id) => (id === TOOL_LISTINGS_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(toolListings())};` : undefined),
  };
}
