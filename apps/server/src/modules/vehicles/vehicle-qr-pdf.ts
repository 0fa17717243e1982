import QRCode from 'qrcode';
import { buildPdf } from '../../lib/pdf.ts';

export interface QrLabel {
  registrationMark: string;
  token: string;
  /** The code to type instead of scanning, grouped as printed ("ABCDE-FGHJK"). */
  shortCode: string;
}

/** The short instruction printed under each code, in the three languages. */
export const QR_INSTRUCTION = {
  en: 'Driver: scan this code in the e-Ticket portal when you start driving this vehicle. Without a camera, type the code printed above instead.',
  'zh-hk': '司機：開始駕駛此車輛時，請於電子告票平台掃描此二維碼；如無法使用相機，請輸入上方印有的編碼。',
  'zh-cn': '司机：开始驾驶此车辆时，请于电子告票平台扫描此二维码；如无法使用相机，请输入上方印有的编码。',
} as const;

/** The code as a PNG, the same image the PDF carries (tests read it back). */
export function qrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
}

export function qrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

const COLUMNS = 2;
const ROWS = 3;
const MARGIN = 40;

/**
 * A print-ready A4 PDF: six labels a page (two across, three down), each with the code, the registration
 * mark, the short code to type (in Courier, whose characters are told apart at a glance) and the
 * instruction in English and, when a CJK font is installed, Chinese.
 */
export async function qrPdf(labels: readonly QrLabel[]): Promise<Buffer> {
  return buildPdf(
    {
      size: 'A4',
      margin: MARGIN,
      autoFirstPage: false,
      info: { Title: 'Vehicle QR codes', Author: 'Hong Kong Police Force' },
    },
    async (doc, chinese) => {
      const images = await Promise.all(labels.map((l) => qrPng(l.token)));
      const perPage = COLUMNS * ROWS;
      labels.forEach((label, i) => {
        if (i % perPage === 0) doc.addPage();
        const cellWidth = (doc.page.width - 2 * MARGIN) / COLUMNS;
        const cellHeight = (doc.page.height - 2 * MARGIN) / ROWS;
        const x = MARGIN + (i % COLUMNS) * cellWidth;
        const y = MARGIN + Math.floor((i % perPage) / COLUMNS) * cellHeight;
        doc
          .rect(x + 4, y + 4, cellWidth - 8, cellHeight - 8)
          .dash(3, { space: 3 })
          .stroke('#999999')
          .undash();
        const size = 130;
        const textWidth = cellWidth - 20;
        doc.image(images[i]!, x + (cellWidth - size) / 2, y + 12, { width: size, height: size });
        doc
          .font(chinese ? 'cjk' : 'Helvetica-Bold')
          .fontSize(18)
          .fillColor('#000000')
          .text(label.registrationMark, x + 10, y + size + 16, { width: textWidth, align: 'center' });
        doc
          .font('Courier-Bold')
          .fontSize(14)
          .text(label.shortCode, x + 10, y + size + 40, { width: textWidth, align: 'center' });
        const lines = chinese
          ? [QR_INSTRUCTION.en, QR_INSTRUCTION['zh-hk'], QR_INSTRUCTION['zh-cn']]
          : [QR_INSTRUCTION.en];
        doc
          .font(chinese ? 'cjk' : 'Helvetica')
          .fontSize(7.5)
          .fillColor('#333333');
        doc.text(lines.join('\n'), x + 14, y + size + 60, { width: cellWidth - 28, align: 'center' });
      });
    },
  );
}
