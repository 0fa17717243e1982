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

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Whether Chinese text can be drawn; without a CJK font the document is English only. */
  chinese: boolean;
  heading(en: string, zh: string): void;
  /** Who issues the document, English above Chinese (each too long to share one line). */
  issuer(en: string, zh: string): void;
  row(labelEn: string, labelZh: string, value: string, valueZh?: string): void;
}

/** Builds a PDF in memory with bilingual headings and label/value rows. */
export async function renderPdf(title: string, build: (w: PdfWriter) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: 'Hong Kong Police Force' },
  });
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
  const useFont = () => doc.font(chinese ? 'cjk' : 'Helvetica');
  const writer: PdfWriter = {
    doc,
    chinese,
    heading(en, zh) {
      useFont()
        .fontSize(16)
        .text(chinese ? `${en}  ${zh}` : en);
      doc.moveDown(0.5);
    },
    issuer(en, zh) {
      useFont().fontSize(13).fillColor('#000000').text(en);
      if (chinese) doc.text(zh);
      doc.moveDown(0.8);
    },
    row(labelEn, labelZh, value, valueZh) {
      const label = chinese ? `${labelEn} ${labelZh}` : labelEn;
      useFont().fontSize(9).fillColor('#444444').text(label);
      useFont()
        .fontSize(11)
        .fillColor('#000000')
        .text(chinese && valueZh ? `${value}\n${valueZh}` : value);
      doc.moveDown(0.4);
    },
  };
  build(writer);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
