import { queryOptions, useQuery } from '@tanstack/react-query';
import { myDataAccessSchema, type MyDataAccess } from '@eticket/domain/audit/audit.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** Who (by role) read or changed the user's data, newest first, from the audit trail. */
export async function getDataAccess(): Promise<MyDataAccess> {
  return myDataAccessSchema.parse(await fetchData<unknown>({ url: 'rest/audit/api/v1/publ/my-data-access' }));
}

export function useDataAccess() {
  return useQuery(
    queryOptions({ queryKey: ['accounts', 'dataAccess'], queryFn: getDataAccess, retry: false }),
  );
}
