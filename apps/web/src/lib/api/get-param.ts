import type { ParamView } from '@eticket/domain/params/params.schemas';
import { fetchData } from '../api-client.ts';
import { paramsCache } from './params-cache.ts';

/**
 * GET …/param/{paramCode}: one business parameter (no token), kept in the parameter cache. A failure is
 * not shown: the caller falls back to the specification's value.
 */
export async function getParam(paramCode: string): Promise<ParamView> {
  const url = `rest/param/api/v1/publ/param/${encodeURIComponent(paramCode)}`;
  return paramsCache.remember(url, () => fetchData<ParamView>({ url, noToken: true, showError: false }));
}
