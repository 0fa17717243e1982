import type { FastifyRequest } from 'fastify';
import { DISPUTE_MAX_FILES, DISPUTE_MAX_TOTAL_BYTES } from '@eticket/domain/disputes/dispute-files';
import { disputeFormSchema, type DisputeForm } from '@eticket/domain/disputes/dispute.schemas';
import { AppError } from '../../http/app-error.ts';
import { readUpload, type UploadedFile, type UploadRules } from '../../http/upload.ts';

/** What @fastify/multipart is told: a part past these is refused while it streams, not after. */
export const UPLOAD_LIMITS = {
  files: DISPUTE_MAX_FILES + 1,
  fileSize: DISPUTE_MAX_TOTAL_BYTES,
  fields: 8,
  fieldSize: 8 * 1024,
  parts: DISPUTE_MAX_FILES + 9,
};

const DISPUTE_RULES: UploadRules = {
  maxFiles: DISPUTE_MAX_FILES,
  maxBytes: DISPUTE_MAX_TOTAL_BYTES,
  kinds: ['image/jpeg', 'image/png', 'application/pdf'],
  tooMany: 'DISPUTE_TOO_MANY_FILES',
  tooLarge: 'DISPUTE_FILES_TOO_LARGE',
  wrongType: 'DISPUTE_FILE_TYPE',
  unnamed: 'evidence',
};

/** The dispute form: text fields, then at most 3 files (JPEG, PNG or PDF), together under 10 MB. */
export async function readDisputeUpload(
  request: FastifyRequest,
): Promise<{ form: DisputeForm; files: UploadedFile[] }> {
  const { fields, files } = await readUpload(request, DISPUTE_RULES);
  const parsed = disputeFormSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      parsed.error.issues.map((i) => ({ field: `body.${i.path.join('.')}`, message: i.message })),
    );
  }
  return { form: parsed.data, files };
}
