/**
 * Chromium with WebMCP on (--enable-features=WebMCPTesting), the site's tools called through
 * document.modelContext as an assistant would, and the simulator's gateway (the truth) called
 * with the official MCP SDK client, at the build's defaults.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type Browser, type BrowserContext, test as base, chromium, type Page } from '@playwright/test';
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

/** How a browser's WebMCP testing API takes a tool's arguments: Chromium 150 JSON text, 156 an object. */
export type ArgumentForm = 'json' | 'object';

const argumentForms = new WeakMap<BrowserContext, Promise<ArgumentForm>>();

/**
 * Asks the browser in front of us which argument form its executeTool takes, once per context:
 * a throwaway page registers an echo tool and calls it with each form; the form whose arguments
 * arrive as the object sent wins. No release's error text is matched, so the next change of this
 * experimental API fails here with every form's answer, not in the middle of a parity test.
 */
export function argumentForm(context: BrowserContext): Promise<ArgumentForm> {
  let known = argumentForms.get(context);
  if (!known) {
    known = probeArgumentForm(context);
    argumentForms.set(context, known);
  }
  return known;
}

async function probeArgumentForm(browserContext: BrowserContext): Promise<ArgumentForm> {
  // A page's own context (browser.newPage()) takes no second page: then a sibling context of the
  // same browser, which differs only in what a test installed in its own.
  const owned = await browserContext.newPage().catch(() => undefined);
  const sibling = owned ? undefined : await browserContext.browser()?.newContext();
  const page = owned ?? (await (sibling as BrowserContext).newPage());
  try {
    // A secure context (WebMCP's condition) without a server: the page is answered in Playwright.
    await page.route('http://localhost/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }),
    );
    await page.goto('http://localhost/');
    const answers = await page.evaluate(async () => {
      type Tool = { name: string };
      const context = (
        document as unknown as {
          modelContext?: {
            registerTool(tool: object): unknown;
            getTools(): Promise<Tool[]>;
            executeTool(t: Tool, a: unknown): Promise<unknown>;
          };
        }
      ).modelContext;
      if (!context) return { none: 'document.modelContext is missing (is WebMCPTesting on?)' };
      context.registerTool({
        name: 'probe_echo',
        description: 'Echoes its input.',
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
        execute: async (input: unknown) => ({ echo: input }),
      });
      const tool = (await context.getTools()).find((t) => t.name === 'probe_echo') as Tool;
      const sent = { q: 'probe' };
      const forms: Record<string, unknown> = { json: JSON.stringify(sent), object: sent };
      const out: Record<string, string> = {};
      for (const [form, input] of Object.entries(forms)) {
        try {
          const result = await context.executeTool(tool, input);
          const parsed = typeof result === 'string' ? JSON.parse(result) : result;
          out[form] =
            JSON.stringify(parsed?.echo) === JSON.stringify(sent) ? 'ok' : `echoed ${JSON.stringify(parsed)}`;
        } catch (error) {
          out[form] = String(error);
        }
      }
      return out;
    });
    if (answers.object === 'ok') return 'object';
    if (answers.json === 'ok') return 'json';
    const browser = browserContext.browser();
    throw new Error(
      `${browser?.browserType().name()} ${browser?.version()} takes no known argument form of executeTool: ${JSON.stringify(answers)}`,
    );
  } finally {
    await page.close();
    await sibling?.close();
  }
}

/** executeTool on the page, in the argument form the browser takes: the text the tool gives back. */
export async function executeSiteTool(
  page: Page,
  name: string,
  args: Record<string, unknown>,
): Promise<string> {
  const form = await argumentForm(page.context());
  return page.evaluate(
    async ({ name, input }) => {
      type Tool = { name: string };
      const context = (
        document as unknown as {
          modelContext: { getTools(): Promise<Tool[]>; executeTool(t: Tool, a: unknown): Promise<unknown> };
        }
      ).modelContext;
      const tool = (await context.getTools()).find((t) => t.name === name);
      if (!tool) throw new Error(`no tool ${name}`);
      const result = await context.executeTool(tool, input);
      // Both releases seen give the tool's answer back as JSON text; an object is serialised the same way.
      return typeof result === 'string' ? result : JSON.stringify(result);
    },
    { name, input: form === 'json' ? JSON.stringify(args) : args },
  );
}

/** executeTool on the page, the result parsed from the JSON the browser gives back. */
export async function callSiteTool(page: Page, name: string, args: Record<string, unknown>) {
  return JSON.parse(await executeSiteTool(page, name, args)) as ToolResult;
}
