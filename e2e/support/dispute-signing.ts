import type { Page } from 'playwright-core';

/**
 * From the dispute form to the success page: submit, sign in the iAM Smart sandbox as the person with
 * `idNo`, come back. Answers the dispute's reference.
 */
export async function submitAndSign(page: Page, idNo: string): Promise<string> {
  await page.getByRole('button', { name: 'Continue to signing' }).click();
  await page.waitForURL(/\/portal\/ticket\/iam-smart\/sign\?reference=D\d{10}$/);
  return signOnThePage(page, idNo);
}

/** From the sign page to the success page through the iAM Smart sandbox. Answers the reference. */
export async function signOnThePage(page: Page, idNo: string): Promise<string> {
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await page.getByRole('button', { name: 'Sign with iAM Smart' }).click();
  await page.waitForURL(/\/sandbox\/iamsmart/);
  await page.getByRole('radio', { name: new RegExp(idNo) }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/portal\/ticket\/details\/success\?reference=/, { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Your dispute has been submitted' }).waitFor();
  return reference;
}
