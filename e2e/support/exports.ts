import { expect } from 'vitest';
import type { Download, Page } from 'playwright-core';

/**
 * On a list page that offers it: asks for the CSV export, waits for the file to be ready and downloads it.
 * `beforeDownload` runs between the two (the cluster journeys send the download to another instance).
 */
export async function exportCsv(page: Page, beforeDownload?: () => Promise<void>): Promise<Download> {
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const button = page.getByRole('button', { name: 'Download the file' });
  await button.waitFor({ timeout: 60_000 });
  await beforeDownload?.();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return download;
}
