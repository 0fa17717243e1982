/**
 * The rules of a dispute's attachments (spec section 5): .jpg, .jpeg, .png or .pdf, at most 3 files,
 * together under 10 MB. The kind is read from the file's first bytes, and the name must end in an
 * extension of that kind: a renamed program, or an image named .html, is refused whatever it holds.
 */
export const DISPUTE_MAX_FILES = 3;
/** "Total under 10 MB": the sum of the files' sizes must be below this many bytes. */
export const DISPUTE_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
export const DISPUTE_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const DISPUTE_FILE_ACCEPT = DISPUTE_FILE_EXTENSIONS.join(',');

export type EvidenceKind = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: ReadonlyArray<{ kind: EvidenceKind; bytes: readonly number[] }> = [
  { kind: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The longest signature: how many first bytes `evidenceKindOf` needs. */
export const EVIDENCE_SIGNATURE_BYTES = 8;

/** The kind of evidence the first bytes show, or null when they are not a JPEG, PNG or PDF. */
export function evidenceKindOf(head: Uint8Array): EvidenceKind | null {
  for (const s of SIGNATURES) {
    if (head.length >= s.bytes.length && s.bytes.every((b, i) => head[i] === b)) return s.kind;
  }
  return null;
}

/** The extensions a name of each kind may end in: a file's name and its first bytes must agree. */
export const EXTENSIONS_OF_KIND: Readonly<Record<EvidenceKind, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/** The extension (lower case, with its dot) of a name that ends in one fitting `kind`, or null. */
export function extensionFitting(name: string, kind: EvidenceKind): string | null {
  const lower = name.toLowerCase();
  return EXTENSIONS_OF_KIND[kind].find((ext) => lower.endsWith(ext)) ?? null;
}

/** Whether a file's name ends in one of the accepted extensions (the first check, before the bytes). */
export function hasEvidenceExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return DISPUTE_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export type AttachmentRefusal = 'DISPUTE_TOO_MANY_FILES' | 'DISPUTE_FILES_TOO_LARGE' | 'DISPUTE_FILE_TYPE';

/** Why a set of files (name and size) is refused before upload, or null when it may be sent. */
export function attachmentRefusal(
  files: ReadonlyArray<{ name: string; size: number }>,
): AttachmentRefusal | null {
  if (files.length > DISPUTE_MAX_FILES) return 'DISPUTE_TOO_MANY_FILES';
  if (files.some((f) => !hasEvidenceExtension(f.name))) return 'DISPUTE_FILE_TYPE';
  if (files.reduce((sum, f) => sum + f.size, 0) >= DISPUTE_MAX_TOTAL_BYTES) return 'DISPUTE_FILES_TOO_LARGE';
  return null;
}
