import type { Locator, Page, TestInfo } from '@playwright/test';

/** With E2E_SCREENSHOTS=1, the page (or a part) at this moment, beside the test's other output (never committed). */
export async function shot(what: Page | Locator, info: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const path = info.outputPath(`${name}.png`);
  await ('goto' in what ? what.screenshot({ path, fullPage: true }) : what.screenshot({ path }));
}
