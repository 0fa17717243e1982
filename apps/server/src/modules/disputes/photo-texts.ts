import type { Locale } from '@eticket/domain/common/locale';

type Texts = Record<Locale, { title: string; body: string }>;

const pick = (texts: Texts) => (locale: Locale) => texts[locale];

/** The application to view photos was approved: until when they can be viewed. */
export const photosApprovedText =
  (reference: string, noticeNo: string, until: (l: Locale) => string) => (locale: Locale) =>
    pick({
      en: {
        title: `Photos of ticket ${noticeNo} ready to view`,
        body: `Your application ${reference} to view the officer’s photos of ticket ${noticeNo} has been approved. You can view them on the ticket’s page until ${until('en')}.`,
      },
      'zh-hk': {
        title: `告票 ${noticeNo} 的相片可供查看`,
        body: `你查看告票 ${noticeNo} 執法人員相片的申請 ${reference} 已獲批准。你可於 ${until('zh-hk')} 前在告票頁面查看相片。`,
      },
      'zh-cn': {
        title: `告票 ${noticeNo} 的相片可供查看`,
        body: `你查看告票 ${noticeNo} 执法人员相片的申请 ${reference} 已获批准。你可于 ${until('zh-cn')} 前在告票页面查看相片。`,
      },
    })(locale);

/** The application to view photos was rejected. */
export const photosRejectedText = (reference: string, noticeNo: string) =>
  pick({
    en: {
      title: `Application ${reference} to view photos not approved`,
      body: `Your application ${reference} to view the officer’s photos of ticket ${noticeNo} was not approved. For enquiries, call the police hotline.`,
    },
    'zh-hk': {
      title: `查看相片申請 ${reference} 不獲批准`,
      body: `你查看告票 ${noticeNo} 執法人員相片的申請 ${reference} 不獲批准。如有查詢，請致電警方熱線。`,
    },
    'zh-cn': {
      title: `查看相片申请 ${reference} 不获批准`,
      body: `你查看告票 ${noticeNo} 执法人员相片的申请 ${reference} 不获批准。如有查询，请致电警方热线。`,
    },
  });
