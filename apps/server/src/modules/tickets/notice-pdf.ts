import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { placeText } from '@eticket/domain/tickets/place-text';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { renderPdf } from './pdf-document.ts';

/** The notice as a PDF, in English and Chinese (English only when no CJK font is installed). */
export function noticePdf(t: TicketView, now = new Date()): Promise<Buffer> {
  return renderPdf(`Fixed penalty notice ${t.noticeNo}`, (w) => {
    w.heading(t.noticeTypeLabel.en, t.noticeTypeLabel['zh-hk']);
    w.row('Notice No.', '通知書號碼', t.noticeNo);
    w.row('Vehicle No.', '車輛登記號碼', t.vehicleNo);
    // Each language's value in that language's date style (the domain's formatDate), like the screens.
    w.row(
      'Date and time of offence',
      '違例日期及時間',
      `${formatDate(t.offenceDate, 'en')} ${t.offenceTime}`,
      `${formatDate(t.offenceDate, 'zh-hk')} ${t.offenceTime}`,
    );
    w.row('Place of offence', '違例地點', placeText(t, 'en'), placeText(t, 'zh-hk'));
    w.row(
      'Offence',
      '違例事項',
      `${t.offenceCodeDisplay}  ${t.offenceDescription.en}`,
      t.offenceDescription['zh-hk'],
    );
    w.row('Fixed penalty (HKD)', '定額罰款（港幣）', formatAmount(t.amountCents));
    w.row('Pay by', '繳款限期', formatDate(t.paymentDeadline, 'en'), formatDate(t.paymentDeadline, 'zh-hk'));
    w.row('e-Payment No.', '電子繳款編號', t.ePaymentNo);
    w.row('Status', '狀態', t.statusLabel.en, t.statusLabel['zh-hk']);
    w.doc.moveDown();
    w.doc
      .fontSize(8)
      .fillColor('#444444')
      .text(
        `Printed ${formatDate(now, 'en', 'datetime')} (Hong Kong time) from the e-Ticket portal. Genuine notices carry no hyperlinks; ` +
          'the official site ends in .gov.hk. Scam hotline 18222.',
      );
  });
}
