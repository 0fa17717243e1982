import type { Locale } from '@eticket/domain/common/locale';

type Texts = Record<Locale, { title: string; body: string }>;

const pick = (texts: Texts) => (locale: Locale) => texts[locale];

/** The message that confirms a signed dispute. */
export const submittedText = (reference: string, noticeNo: string) =>
  pick({
    en: {
      title: `Dispute ${reference} received`,
      body: `Your signed dispute of ticket ${noticeNo} has been received. The ticket is under investigation; the police will tell you the outcome here. Paying the ticket meanwhile withdraws the dispute.`,
    },
    'zh-hk': {
      title: `已收到爭議 ${reference}`,
      body: `我們已收到你就告票 ${noticeNo} 提出並已簽署的爭議。告票現正調查中，警方會在此通知你結果。期間繳付告票會撤回爭議。`,
    },
    'zh-cn': {
      title: `已收到争议 ${reference}`,
      body: `我们已收到你就告票 ${noticeNo} 提出并已签署的争议。告票现正调查中，警方会在此通知你结果。期间缴付告票会撤回争议。`,
    },
  });

/** The investigation upheld the ticket: it stands and is payable by a new last day. */
export const upheldText = (reference: string, noticeNo: string, deadline: string) =>
  pick({
    en: {
      title: `Investigation completed: ticket ${noticeNo} stands`,
      body: `The police have completed the investigation of your dispute ${reference}. The ticket stands; please pay it by ${deadline}.`,
    },
    'zh-hk': {
      title: `調查完成：告票 ${noticeNo} 維持有效`,
      body: `警方已完成調查你的爭議 ${reference}。告票維持有效，請於 ${deadline} 或之前繳款。`,
    },
    'zh-cn': {
      title: `调查完成：告票 ${noticeNo} 维持有效`,
      body: `警方已完成调查你的争议 ${reference}。告票维持有效，请于 ${deadline} 或之前缴款。`,
    },
  });

/** The investigation cancelled the ticket. */
export const cancelledText = (reference: string, noticeNo: string) =>
  pick({
    en: {
      title: `Ticket ${noticeNo} cancelled after investigation`,
      body: `The police have completed the investigation of your dispute ${reference} and cancelled the ticket. You need do nothing more.`,
    },
    'zh-hk': {
      title: `告票 ${noticeNo} 經調查後已取消`,
      body: `警方已完成調查你的爭議 ${reference}，並已取消該告票。你無須再採取任何行動。`,
    },
    'zh-cn': {
      title: `告票 ${noticeNo} 经调查后已取消`,
      body: `警方已完成调查你的争议 ${reference}，并已取消该告票。你无须再采取任何行动。`,
    },
  });

/** Paying a disputed ticket withdrew the dispute. */
export const withdrawnText = (reference: string, noticeNo: string) =>
  pick({
    en: {
      title: `Dispute ${reference} withdrawn`,
      body: `Ticket ${noticeNo} has been paid, so your dispute ${reference} was withdrawn automatically.`,
    },
    'zh-hk': {
      title: `爭議 ${reference} 已撤回`,
      body: `告票 ${noticeNo} 已繳款，因此你的爭議 ${reference} 已自動撤回。`,
    },
    'zh-cn': {
      title: `争议 ${reference} 已撤回`,
      body: `告票 ${noticeNo} 已缴款，因此你的争议 ${reference} 已自动撤回。`,
    },
  });
