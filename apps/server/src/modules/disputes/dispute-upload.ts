import type { FastifyRequest } from 'fastify';
import {
  DISPUTE_MAX_FILES,
  DISPUTE_MAX_TOTAL_BYTES,
  EVIDENCE_SIGNATURE_BYTES,
  evidenceKindOf,
} from '@eticket/domain/disputes/dispute-files';
import { disputeFormSchema, type DisputeForm } from '@eticket/domain/disputes/dispute.schemas';
import { AppError } from '../../http/app-error.ts';
import type { NewDisputeFile } from './disputes.repository.ts';

/** What @fastify/multipart is told: a part past these is refused while it streams, not after. */
export const UPLOAD_LIMITS = {
  files: DISPUTE_MAX_FILES + 1,
  fileSize: DISPUTE_MAX_TOTAL_BYTES,
  fields: 8,
  fieldSize: 8 * 1024,
  parts: DISPUTE_MAX_FILES + 9,
};

/**
 * Reads the dispute form as it streams in: text fields, then at most 3 files, together under 10 MB. Each
 * file's kind is read from its first bytes (JPEG, PNG or PDF), whatever its name; the content is kept byte
 * for byte. A refusal stops reading at once.
 */
export async function readDisputeUpload(
  request: FastifyRequest,
): Promise<{ form: DisputeForm; files: NewDisputeFile[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: NewDisputeFile[] = [];
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (files.length >= DISPUTE_MAX_FILES)
      throw new AppError('DISPUTE_TOO_MANY_FILES', { max: DISPUTE_MAX_FILES });
    const chunks: Buffer[] = [];
    let checked = false;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total >= DISPUTE_MAX_TOTAL_BYTES) throw new AppError('DISPUTE_FILES_TOO_LARGE');
      chunks.push(chunk);
      if (!checked && chunks.reduce((n, c) => n + c.byteLength, 0) >= EVIDENCE_SIGNATURE_BYTES) {
        if (!evidenceKindOf(Buffer.concat(chunks)))
          throw new AppError('DISPUTE_FILE_TYPE', { name: part.filename });
        checked = true;
      }
    }
    if (part.file.truncated) throw new AppError('DISPUTE_FILES_TOO_LARGE');
    const content = Buffer.concat(chunks);
    const kind = evidenceKindOf(content);
    if (!kind) throw new AppError('DISPUTE_FILE_TYPE', { name: part.filename });
    files.push({ fileName: part.filename || `evidence-${files.length + 1}`, contentType: kind, content });
  }
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
