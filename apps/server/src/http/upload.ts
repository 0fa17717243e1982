import type { FastifyRequest } from 'fastify';
import {
  EVIDENCE_SIGNATURE_BYTES,
  EXTENSIONS_OF_KIND,
  evidenceKindOf,
  extensionFitting,
  type EvidenceKind,
} from '@eticket/domain/disputes/dispute-files';
import type { ErrorName } from '@eticket/domain/errors/error-codes';
import { AppError } from './app-error.ts';

/** A file as an upload kept it: a safe name of its kind, the kind read from its bytes, the bytes. */
export interface UploadedFile {
  fileName: string;
  contentType: EvidenceKind;
  content: Buffer;
}

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
  /** The name of a file sent without a usable one: `<unnamed>-<n>`. */
  unnamed: string;
}

const MAX_BASE_LENGTH = 100;

/**
 * The name a file is kept and later offered for download under: the last part of the name the client
 * gave (no folders), only letters, digits, marks, spaces and `._()-` (anything else, quotes, markup and
 * control or direction characters among them, becomes `_`), no leading or trailing dot, at most 100
 * characters, and the extension of its kind in lower case. A name with nothing left is `fallback`.
 */
export function safeFileName(given: string, kind: EvidenceKind, fallback: string): string {
  const base = given.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const extension = extensionFitting(base, kind);
  const stem = (extension ? base.slice(0, -extension.length) : base)
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_BASE_LENGTH);
  return `${stem || fallback}${extension ?? EXTENSIONS_OF_KIND[kind][0]}`;
}

/**
 * Reads a multipart upload as it streams in: its text fields, and its files within `rules`. Every upload
 * of the portal goes through here (ADR 0044). A file is kept only when its first bytes are of an allowed
 * kind and its name ends in an extension of that same kind (a PNG named `evil.html` is refused); it is
 * kept byte for byte under `safeFileName`. A refusal stops reading at once.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  /** The kind of a file whose bytes and name agree on an allowed one, else null. */
  const kindOf = (head: Uint8Array, name: string) => {
    const kind = evidenceKindOf(head);
    return kind && rules.kinds.includes(kind) && (!name || extensionFitting(name, kind)) ? kind : null;
  };
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (files.length >= rules.maxFiles) throw new AppError(rules.tooMany, { max: rules.maxFiles });
    const name = part.filename ?? '';
    const refuse = () => new AppError(rules.wrongType, { name });
    if (name && !rules.kinds.some((kind) => extensionFitting(name, kind))) throw refuse();
    if (rules.perFile) total = 0;
    const chunks: Buffer[] = [];
    let checked = false;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total >= rules.maxBytes) throw new AppError(rules.tooLarge);
      chunks.push(chunk);
      if (!checked && chunks.reduce((n, c) => n + c.byteLength, 0) >= EVIDENCE_SIGNATURE_BYTES) {
        if (!kindOf(Buffer.concat(chunks), name)) throw refuse();
        checked = true;
      }
    }
    if (part.file.truncated) throw new AppError(rules.tooLarge);
    const content = Buffer.concat(chunks);
    const kind = kindOf(content, name);
    if (!kind) throw refuse();
    files.push({
      fileName: safeFileName(name, kind, `${rules.unnamed}-${files.length + 1}`),
      contentType: kind,
      content,
    });
  }
  return { fields, files };
}
