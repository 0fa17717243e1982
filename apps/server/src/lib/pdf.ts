import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** Where a CJK font may be on disk (CI installs WenQuanYi Zen Hei); the first that exists is used. */
const CJK_FONTS = [
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKtc-Regular' },
];

let cjkFont: { data: Buffer; family: string } | null | undefined;

/** Read once: the font is large and the same for every document. Null when none is installed. */
export function loadCjkFont() {
  if (cjkFont !== undefined) return cjkFont;
  cjkFont = null;
  for (const candidate of CJK_FONTS) {
    if (!existsSync(candidate.path)) continue;
    try {
      cjkFont = { data: readFileSync(candidate.path), family: candidate.family };
      break;
    } catch {
      // Unreadable: try the next one; English-only text is the fallback.
    }
  }
  return cjkFont;
}

/**
 * Builds a PDF in memory: the document is made with `options`, the CJK font (when installed) is
 * registered as `cjk`, and `draw` is told whether Chinese text can be drawn.
 */
export async function buildPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument, chinese: boolean) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  let chinese = false;
  const font = loadCjkFont();
  if (font) {
    try {
      doc.registerFont('cjk', font.data, font.family);
      chinese = true;
    } catch {
      chinese = false;
    }
  }
  await draw(doc, chinese);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
