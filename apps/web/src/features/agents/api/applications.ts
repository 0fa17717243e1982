import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  applicationListSchema,
  applicationViewSchema,
  type ApplicationStatus,
} from '@eticket/domain/agents/agents.schemas';
import type { PageQuery } from '@eticket/domain/common/page.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

export interface Apply {
  applicationId?: number;
  ownerIdNo: string;
  vehicleNos: string[];
}

/** POST apply/vehicle (submit) or apply/save (draft). */
export async function apply(body: Apply, submit: boolean) {
  return applicationViewSchema.parse(
    await fetchData<unknown>({
      method: 'POST',
      url: `${USERS}/apply/${submit ? 'vehicle' : 'save'}`,
      body,
      // A refused field is shown on the field by the page, not in a dialog.
      handledCodes: [ERROR_CODES.VALIDATION_FAILED],
    }),
  );
}

/** POST apply/record: a page of the caller's own applications. */
export async function getMyApplications(page: PageQuery) {
  return applicationListSchema.parse(
    await fetchData<unknown>({ method: 'POST', url: `${USERS}/apply/record`, body: page }),
  );
}

/** POST auth/record: a page of the applications for the acting owner's vehicles. */
export async function getApplicationsToDecide(page: PageQuery, status?: ApplicationStatus) {
  return applicationListSchema.parse(
    await fetchData<unknown>({
      method: 'POST',
      url: `${USERS}/auth/record`,
      body: status ? { ...page, status } : page,
    }),
  );
}

/** POST auth/auth/submit: approve. */
export async function approveApplication(applicationId: number) {
  return applicationViewSchema.parse(
    await fetchData<unknown>({ method: 'POST', url: `${USERS}/auth/auth/submit`, body: { applicationId } }),
  );
}

/** POST auth/reject: with the owner's reason. */
export async function rejectApplication(applicationId: number, reason: string) {
  return applicationViewSchema.parse(
    await fetchData<unknown>({
      method: 'POST',
      url: `${USERS}/auth/reject`,
      body: { applicationId, reason },
    }),
  );
}

export const useMyApplications = (page: PageQuery) =>
  useQuery({
    queryKey: ['agents', 'applications', 'mine', page],
    queryFn: () => getMyApplications(page),
    placeholderData: keepPreviousData,
  });
export const useApplicationsToDecide = (page: PageQuery) =>
  useQuery({
    queryKey: ['agents', 'applications', 'to-decide', page],
    queryFn: () => getApplicationsToDecide(page),
    placeholderData: keepPreviousData,
  });
