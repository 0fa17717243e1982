import { startIamSmartRegistration } from './api/iams-register.ts';
import { saveDraft, stateOfProviderUrl } from './register-flow.ts';

/**
 * Asks the server for an iAM Smart ID authentication (REGISTER) and keeps the request for the waiting
 * page, which opens iAM Smart and follows the approval. False when the server refused (its dialog shows).
 */
export async function startIamSmartWait(confirmReplace: boolean): Promise<boolean> {
  const url = await startIamSmartRegistration(confirmReplace);
  const state = url ? stateOfProviderUrl(url) : null;
  if (!url || !state) return false;
  saveDraft('iamSmart', { url, state, startedAt: Date.now() });
  return true;
}
