import { describe, expect, it } from 'vitest';
import {
  attachmentRefusal,
  DISPUTE_MAX_TOTAL_BYTES,
  evidenceKindOf,
  extensionFitting,
} from './dispute-files.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('evidenceKindOf', () => {
  it('reads JPEG, PNG and PDF from their first bytes', () => {
    expect(evidenceKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(evidenceKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(evidenceKindOf(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses a program, a GIF, text and too few bytes', () => {
    expect(evidenceKindOf(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(evidenceKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(evidenceKindOf(new TextEncoder().encode('%PD'))).toBeNull();
    expect(evidenceKindOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });
});

describe('extensionFitting', () => {
  it('answers the lower-case extension when the name ends in one of the kind', () => {
    expect(extensionFitting('kerb.JPEG', 'image/jpeg')).toBe('.jpeg');
    expect(extensionFitting('kerb.jpg', 'image/jpeg')).toBe('.jpg');
    expect(extensionFitting('RECEIPT.PDF', 'application/pdf')).toBe('.pdf');
  });

  it('refuses another kind’s extension, a name ending elsewhere and no extension', () => {
    expect(extensionFitting('x.png', 'application/pdf')).toBeNull();
    expect(extensionFitting('evil.png.html', 'image/png')).toBeNull();
    expect(extensionFitting('kerbjpg', 'image/jpeg')).toBeNull();
  });
});

describe('attachmentRefusal', () => {
  const file = (name: string, size = 1000) => ({ name, size });

  it('accepts up to three files of the four extensions under 10 MB together', () => {
    expect(attachmentRefusal([file('a.JPG'), file('b.jpeg'), file('c.pdf')])).toBeNull();
    expect(attachmentRefusal([file('a.png', DISPUTE_MAX_TOTAL_BYTES - 1)])).toBeNull();
    expect(attachmentRefusal([])).toBeNull();
  });

  it('refuses a fourth file, 10 MB together and other extensions', () => {
    expect(attachmentRefusal([file('a.png'), file('b.png'), file('c.png'), file('d.png')])).toBe(
      'DISPUTE_TOO_MANY_FILES',
    );
    expect(
      attachmentRefusal([
        file('a.png', DISPUTE_MAX_TOTAL_BYTES / 2),
        file('b.png', DISPUTE_MAX_TOTAL_BYTES / 2),
      ]),
    ).toBe('DISPUTE_FILES_TOO_LARGE');
    expect(attachmentRefusal([file('a.exe')])).toBe('DISPUTE_FILE_TYPE');
    expect(attachmentRefusal([file('apng')])).toBe('DISPUTE_FILE_TYPE');
  });
});
