import type { FastifyRequest } from 'fastify';
import {
  DISPUTE_MAX_FILES,
  DISPUTE_MAX_TOTAL_BYTES,
  EVIDENCE_SIGNATURE_BYTES,
  evidenceKindOf,
  type EvidenceKind,
} from '@eticket/domain/disputes/dispute-files';
import { disputeFormSchema, type DisputeForm } from '@eticket/domain/disputes/dispute.schemas';
import type { ErrorName } from '@eticket/domain/errors/error-codes';
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

/** The rules of one kind of upload: how many files, how many bytes, which kinds, and what each refusal says. */
export interface UploadRules {
  maxFiles: number;
  /** Bytes of all the files together (or of each file, with `perFile`) that refuse the upload when reached. */
  maxBytes: number;
  perFile?: boolean;
  kinds: readonly EvidenceKind[];
  tooMany: ErrorName;
  tooLarge: ErrorName;
  wrongType: ErrorName;
  /** The name of a file sent without one: `<unnamed>-<n>`. */
  unnamed: string;
}

const DISPUTE_RULES: UploadRules = {
  maxFiles: DISPUTE_MAX_FILES,
  maxBytes: DISPUTE_MAX_TOTAL_BYTES,
  kinds: ['image/jpeg', 'image/png', 'application/pdf'],
  tooMany: 'DISPUTE_TOO_MANY_FILES',
  tooLarge: 'DISPUTE_FILES_TOO_LARGE',
  wrongType: 'DISPUTE_FILE_TYPE',
  unnamed: 'evidence',
};

/**
 * Reads a multipart upload as it streams in: its text fields, and its files within `rules`. Each file's
 * kind is read from its first bytes, whatever its name; the content is kept byte for byte. A refusal
 * stops reading at once.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ fields: Record<string, string>; files: NewDisputeFile[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: NewDisputeFile[] = [];
  const kindOf = (head: Uint8Array) => {
    const kind = evidenceKindOf(head);
    return kind && rules.kinds.includes(kind) ? kind : null;
  };
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (files.length >= rules.maxFiles) throw new AppError(rules.tooMany, { max: rules.maxFiles });
    if (rules.perFile) total = 0;
    const chunks: Buffer[] = [];
    let checked = false;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total >= rules.maxBytes) throw new AppError(rules.tooLarge);
      chunks.push(chunk);
      if (!checked && chunks.reduce((n, c) => n + c.byteLength, 0) >= EVIDENCE_SIGNATURE_BYTES) {
        if (!kindOf(Buffer.concat(chunks))) throw new AppError(rules.wrongType, { name: part.filename });
        checked = true;
      }
    }
    if (part.file.truncated) throw new AppError(rules.tooLarge);
    const content = Buffer.concat(chunks);
    const kind = kindOf(content);
    if (!kind) throw new AppError(rules.wrongType, { name: part.filename });
    files.push({
      fileName: part.filename || `${rules.unnamed}-${files.length + 1}`,
      contentType: kind,
      content,
    });
  }
  return { fields, files };
}

/** The dispute form: text fields, then at most 3 files (JPEG, PNG or PDF), together under 10 MB. */
export async function readDisputeUpload(
  request: FastifyRequest,
): Promise<{ form: DisputeForm; files: NewDisputeFile[] }> {
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
