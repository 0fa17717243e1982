import { buildPdf } from '../../lib/pdf.ts';

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
  return buildPdf(
    { size: 'A4', margin: 50, info: { Title: title, Author: 'Hong Kong Police Force' } },
    (doc, chinese) => {
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
    },
  );
}
