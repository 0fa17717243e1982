import { createHash } from 'node:crypto';
import { formatDate } from '@eticket/domain/common/dates';
import { renderPdf } from '../tickets/pdf-document.ts';

export interface DisputeDocument {
  reference: string;
  noticeNo: string;
  vehicleNo: string;
  ground: string;
  statement: string;
  files: ReadonlyArray<{ fileName: string; content: Uint8Array }>;
  createdAt: Date;
}

const GROUND_LABEL: Record<string, [string, string]> = {
  NOT_THE_VEHICLE: ['The vehicle was not the one in the offence', '涉事車輛並非本人車輛'],
  VEHICLE_STOLEN: ['The vehicle had been stolen', '車輛當時已被盜'],
  SOLD_BEFORE_OFFENCE: ['The vehicle was sold before the offence', '車輛於違例前已出售'],
  NO_OFFENCE: ['No offence was committed', '並無干犯違例事項'],
  EMERGENCY: ['An emergency', '緊急情況'],
  DETAILS_WRONG: ['The ticket details are wrong', '告票資料有誤'],
  OTHER: ['Other', '其他'],
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The dispute as the document iAM Smart signs: the form, and each attachment's name and SHA-256, so the
 * signature covers the evidence byte for byte. Answers the PDF and its SHA-256 (hex), the signed digest.
 */
export async function disputePdf(d: DisputeDocument): Promise<{ pdf: Buffer; digest: string }> {
  const [groundEn, groundZh] = GROUND_LABEL[d.ground] ?? [d.ground, d.ground];
  const pdf = await renderPdf(`Dispute ${d.reference}`, (w) => {
    w.doc.info.CreationDate = d.createdAt;
    w.heading('Dispute of liability', '爭議法律責任');
    w.row('Reference', '參考編號', d.reference);
    w.row('Notice No.', '通知書號碼', d.noticeNo);
    w.row('Vehicle No.', '車輛登記號碼', d.vehicleNo);
    w.row('Ground', '理由', groundEn, groundZh);
    w.row('Statement', '陳述', d.statement);
    for (const f of d.files)
      w.row('Attachment (SHA-256)', '附件（SHA-256）', `${f.fileName}\n${sha256(f.content)}`);
    w.row(
      'Declaration',
      '聲明',
      'I declare that the information given is true and complete to the best of my knowledge.',
      '本人聲明所提供的資料據本人所知均屬真實及完整。',
    );
    w.row('Submitted', '提交日期', formatDate(d.createdAt, 'en', 'datetime'));
  });
  return { pdf, digest: sha256(pdf) };
}
