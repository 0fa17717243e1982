import { queryOptions, useQuery } from '@tanstack/react-query';
import { eContactSchema } from '@eticket/domain/accounts/profile.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export type EContact = ReturnType<typeof eContactSchema.parse>;

/** getEContactMeans: the user's contact at the Transport Department, masked by the server. */
export async function getEContact(): Promise<EContact> {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/eContact',
    body: {},
  });
  return eContactSchema.parse(data);
}

/** getOrgEContactMeans: a company's contact and document, for a user holding a role in it. */
export async function getOrgEContact(ownerId: string): Promise<EContact> {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/org/eContact',
    body: { ownerId },
  });
  return eContactSchema.parse(data);
}

export const eContactQuery = () =>
  queryOptions({ queryKey: ['accounts', 'eContact'], queryFn: getEContact, retry: false });

export const orgEContactQuery = (ownerId: string) =>
  queryOptions({
    queryKey: ['accounts', 'orgEContact', ownerId],
    queryFn: () => getOrgEContact(ownerId),
    retry: false,
  });

export function useEContact() {
  return useQuery(eContactQuery());
}

export function useOrgEContact(ownerId: string) {
  return useQuery(orgEContactQuery(ownerId));
}
