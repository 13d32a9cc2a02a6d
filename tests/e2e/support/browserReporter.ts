/**
 * First line of every browser-test report: the browser and its version, from the config's
 * metadata (playwright.config.ts). An experimental API such as WebMCP changes between releases, so
 * a red run after Debian updated Chromium should say which Chromium in its first line.
 */
import type { FullConfig, Reporter } from '@playwright/test/reporter';

export default class BrowserReporter implements Reporter {
  onBegin(config: FullConfig): void {
    console.log(`Browser: ${String(config.metadata.browser ?? 'unknown')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
