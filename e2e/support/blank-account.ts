import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { outboxOf } from './outbox.ts';

/**
 * From the ID-authentication page (`/home/register/iam-smart`): links the blank account to the Transport
 * Department record `idNo` by a one-time password read from the sandbox outbox at `recipient`. When another
 * login already opens that record (an earlier journey), the move is confirmed. `shownAs` is how the page
 * names the masked contact the code went to.
 */
export async function linkRecordByOtp(
  page: Page,
  baseUrl: string,
  record: { idNo: string; recipient: string; shownAs: RegExp },
) {
  await page.getByRole('link', { name: 'Use a one-time password' }).click();
  await page.waitForURL(/\/home\/blank-account\/auth/);
  await page.getByLabel('Identity document number').fill(record.idNo);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/home\/blank-account\/otp/);
  await page.getByRole('button', { name: 'Send one-time password' }).click();
  await page.getByText(record.shownAs).waitFor();
  // The code is in the outbox once the page says where it went: the newest message to that contact.
  const [sent] = await outboxOf(baseUrl, record.recipient);
  const otp = /\b(\d{6})\b/.exec(sent?.body ?? '')?.[1] ?? '';
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByLabel('One-time password (6 digits)').fill(otp);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByRole('heading', { name: 'Your account is linked' });
  const confirm = page.getByRole('button', { name: 'Move this login' });
  await Promise.race([success.waitFor(), confirm.waitFor()]);
  if (await confirm.isVisible()) await confirm.click();
  await success.waitFor();
}
