import { describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, existsSync: () => false };
});

describe('renderPdf without a CJK font on disk', () => {
  it('when no CJK font is installed, then the document is English only and still produced', async () => {
    // A fresh copy that reads the mocked node:fs: an earlier file in this worker may have loaded it with the
    // real one (the server files share their modules: vitest.config.ts).
    vi.resetModules();
    const { renderPdf } = await import('./pdf-document.ts');
    let chinese: boolean | undefined;
    const pdf = await renderPdf('t', (w) => {
      chinese = w.chinese;
      w.heading('Payment receipt', '繳款收據');
      w.row('Amount', '金額', '400.00', '四百元');
    });
    expect(chinese).toBe(false);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
