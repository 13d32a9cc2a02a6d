/**
 * Chromium with WebMCP on (--enable-features=WebMCPTesting), the site's tools called through
 * document.modelContext as an assistant would, and the simulator's gateway (the truth) called
 * with the official MCP SDK client, at the build's defaults.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type Browser, test as base, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findTestBrowser } from '../../../scripts/lib/systemPackages.ts';
import { startSimulator } from '../../../simulator/index.ts';

export type ToolResult = {
  content: { type: string; text?: string | undefined; uri?: string; name?: string | undefined }[];
  structuredContent: Record<string, unknown>;
  isError?: boolean;
};

export type Gateway = (name: string, args: Record<string, unknown>) => Promise<ToolResult>;

export const test = base.extend<object, { webmcpBrowser: Browser; gateway: Gateway }>({
  webmcpBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const executablePath = findTestBrowser();
      const browser = await chromium.launch({
        ...(executablePath ? { executablePath } : {}),
        args: [...CHROMIUM_ARGS, '--enable-features=WebMCPTesting'],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  gateway: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      // Parity calls come in bursts: above the documented 60 a minute (spec §8), which is not under test here.
      const sim = await startSimulator({ mcpRateLimit: 10_000 });
      const client = new Client({ name: 'webmcp-parity', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(sim.gatewayUrl), {
          requestInit: { headers: { Authorization: 'Bearer full-mcp-token' } },
        }),
      );
      try {
        await use(
          async (name, args) => (await client.callTool({ name, arguments: args })) as unknown as ToolResult,
        );
      } finally {
        await client.close();
        await sim.close();
      }
    },
    { scope: 'worker' },
  ],
});
export { expect } from '@playwright/test';

/** The tools a page registered: name, description and inputSchema (as the browser reports them). */
export function registeredTools(page: Page) {
  return page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<object[]> } }).modelContext;
    return (await context.getTools()) as { name: string; description: string; inputSchema: unknown }[];
  });
}

/** executeTool on the page: the text the browser gives back. */
export function executeSiteTool(page: Page, name: string, args: Record<string, unknown>): Promise<string> {
  return page.evaluate(
    async ({ name, args }) => {
      type Tool = { name: string };
      const context = (
        document as unknown as {
          modelContext: {
            getTools(): Promise<Tool[]>;
            executeTool(t: Tool, a: object | string): Promise<string>;
          };
        }
      ).modelContext;
      const tool = (await context.getTools()).find((t) => t.name === name);
      if (!tool) throw new Error(`no tool ${name}`);
      // Chromium's testing API took the arguments as an object, and takes them as JSON text since
      // (Debian's 150 refuses an object: "Failed to parse input arguments"): the text first.
      try {
        return await context.executeTool(tool, JSON.stringify(args));
      } catch (error) {
        if (!String(error).includes('parse input arguments')) throw error;
        return context.executeTool(tool, args);
      }
    },
    { name, args },
  );
}

/** executeTool on the page, the result parsed from the JSON the browser gives back. */
export async function callSiteTool(page: Page, name: string, args: Record<string, unknown>) {
  return JSON.parse(await executeSiteTool(page, name, args)) as ToolResult;
}
