import { useMutation } from '@tanstack/react-query';
import type { CertificateVerdict } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** POST tcrRecords/certificate/verify (no login): is the certificate of this QR token genuine. */
export function verifyCertificate(token: string) {
  return fetchData<CertificateVerdict>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/tcrRecords/certificate/verify',
    body: { token },
    noToken: true,
  });
}

export function useVerifyCertificate() {
  return useMutation({ mutationFn: verifyCertificate });
}
