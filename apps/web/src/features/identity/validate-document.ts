import { verifyCompanyBodySchema } from '@eticket/domain/accounts/org.schemas';
import { validInfoBodySchema } from '@eticket/domain/identity/otp.schemas';
import type { DocumentValue } from './components/document-form.tsx';

/** The first validation key the domain schema gives for the number (as the server will check it). */
function keyOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  if (result.success) return null;
  const message = result.error?.issues[0]?.message ?? '';
  return message.startsWith('validation.') ? message : 'validation.format';
}

/** An identity document: HKID, passport or driving licence number (validInfoBodySchema). */
export function validateIdDocument(value: DocumentValue<string>): string | null {
  if (value.number.trim() === '') return 'validation.required';
  return keyOf(validInfoBodySchema.safeParse({ idType: value.type, idNo: value.number }));
}

/** A company document: CR, BR or Transport Department assigned number (verifyCompanyBodySchema). */
export function validateCompanyDocument(value: DocumentValue<string>): string | null {
  if (value.number.trim() === '') return 'validation.required';
  return keyOf(verifyCompanyBodySchema.safeParse({ docType: value.type, docNo: value.number }));
}
