import { defineConfig, devices } from '@playwright/test';
import { freePort } from './scripts/lib/previewServer.ts';
import { CHROMIUM_ARGS, findTestBrowser, testBrowserLabel } from './scripts/lib/systemPackages.ts';

const port = Number(process.env.E2E_PORT) || (await freePort());
process.env.E2E_PORT = String(port);
const baseURL = `http://127.0.0.1:${port}`;
// Asked once: the config is loaded again in every worker, which inherit the environment.
process.env.TEST_BROWSER_LABEL ??= testBrowserLabel();

/** Debian's Chromium headless shell when found; otherwise Playwright's own browser (exactOptionalPropertyTypes: no undefined key). */
function chromiumPath(): { executablePath?: string } {
  const executablePath = findTestBrowser();
  return executablePath ? { executablePath } : {};
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One per core: in the headless shell two workers keep both cores busy.
  workers: 2,
  retries: 0,
  // A limit catches a hang; it times nothing. In a slow hour of a shared machine, beside the unit
  // tests, the link crawl of 23 s took over two minutes and waits of a second several: one limit
  // for every test and one for every expectation, well past that, so that no test needs its own.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  // The report's first line names the browser (a failure after a Debian update says so at once);
  // the JSON report carries it in its metadata.
  reporter: [['./tests/e2e/support/browserReporter.ts'], ['list'], ['json']],
  metadata: { browser: process.env.TEST_BROWSER_LABEL },
  use: {
    baseURL,
    // No traces by default: recording one for every test (to keep a failure's) cost ~30 % of the
    // browser tests' CPU. A failure keeps its screenshot; `playwright test --trace on` records more.
    screenshot: 'only-on-failure',
    launchOptions: { ...chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Serves the already built dist/ exactly as a static host would.
  webServer: {
    command: `astro preview --host 127.0.0.1 --port ${port}`,
    url: `${baseURL}/de/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
