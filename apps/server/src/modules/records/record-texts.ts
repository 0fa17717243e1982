import type { Locale } from '@eticket/domain/common/locale';

/** The texts the records area writes into message boxes, in the box holder's language. */
export function certificateIssuedText(ref: string, certificateNo: string, language: Locale) {
  return {
    en: {
      title: 'Your traffic conviction record certificate is issued',
      body: `The certificate ${certificateNo} of application ${ref} is attached. Anyone you show it to can scan its QR code to check that it is genuine. It is also kept in the application history.`,
    },
    'zh-hk': {
      title: '交通違例定罪紀錄證明書已發出',
      body: `申請 ${ref} 的證明書 ${certificateNo} 已附上。任何人均可掃描證明書上的二維碼核實其真確性。證明書亦保存在申請記錄內。`,
    },
    'zh-cn': {
      title: '交通违例定罪记录证明书已发出',
      body: `申请 ${ref} 的证明书 ${certificateNo} 已附上。任何人均可扫描证明书上的二维码核实其真确性。证明书亦保存在申请记录内。`,
    },
  }[language];
}

export function authorisationRequestText(
  companyName: string,
  ref: string,
  deadline: string,
  language: Locale,
) {
  return {
    en: {
      title: 'A company asks to apply for your traffic conviction record',
      body: `${companyName} has applied (${ref}) for your traffic conviction record. If you agree, open this request and get an authorization code to give to the company. Without your authorization by ${deadline} the application expires.`,
    },
    'zh-hk': {
      title: '有公司要求申請閣下的交通違例定罪紀錄',
      body: `${companyName} 已申請（${ref}）閣下的交通違例定罪紀錄。如閣下同意，請開啟此要求並取得授權碼交予該公司。如於 ${deadline} 前未獲閣下授權，申請將會失效。`,
    },
    'zh-cn': {
      title: '有公司要求申请阁下的交通违例定罪记录',
      body: `${companyName} 已申请（${ref}）阁下的交通违例定罪记录。如阁下同意，请开启此要求并取得授权码交予该公司。如于 ${deadline} 前未获阁下授权，申请将会失效。`,
    },
  }[language];
}

export function authorisationExpiredText(ref: string, language: Locale) {
  return {
    en: {
      title: 'An application expired without the driver’s authorization',
      body: `The driver did not authorize application ${ref} in time, so it has expired. No fee was taken.`,
    },
    'zh-hk': {
      title: '申請因未獲司機授權而失效',
      body: `司機未有於限期內授權申請 ${ref}，申請已失效，並無收取費用。`,
    },
    'zh-cn': {
      title: '申请因未获司机授权而失效',
      body: `司机未有于限期内授权申请 ${ref}，申请已失效，并无收取费用。`,
    },
  }[language];
}

export function recordRejectedText(ref: string, language: Locale) {
  return {
    en: {
      title: 'Your traffic conviction record application was rejected',
      body: `The Transport Department holds no driving licence record for application ${ref}. Please contact the enquiry hotline about a refund of the fee.`,
    },
    'zh-hk': {
      title: '交通違例定罪紀錄申請不獲批准',
      body: `運輸署沒有申請 ${ref} 的駕駛執照紀錄。有關退還費用，請致電查詢熱線。`,
    },
    'zh-cn': {
      title: '交通违例定罪记录申请不获批准',
      body: `运输署没有申请 ${ref} 的驾驶执照记录。有关退还费用，请致电查询热线。`,
    },
  }[language];
}

export function shareCodeViewedText(certificateNo: string, viewedAt: string, language: Locale) {
  return {
    en: {
      title: 'Your conviction record certificate was viewed with your share code',
      body: `Certificate ${certificateNo} was viewed with a share code you made, at ${viewedAt}. The code cannot be used again. If you did not give this code to anyone, please contact the enquiry hotline.`,
    },
    'zh-hk': {
      title: '有人以閣下的分享碼查閱了定罪紀錄證明書',
      body: `有人於 ${viewedAt} 以閣下建立的分享碼查閱了證明書 ${certificateNo}。該分享碼不可再次使用。如閣下未曾將此分享碼交予任何人，請致電查詢熱線。`,
    },
    'zh-cn': {
      title: '有人以阁下的分享码查阅了定罪记录证明书',
      body: `有人于 ${viewedAt} 以阁下建立的分享码查阅了证明书 ${certificateNo}。该分享码不可再次使用。如阁下未曾将此分享码交予任何人，请致电查询热线。`,
    },
  }[language];
}
