import type { Locale, Localized } from '../common/locale.ts';
import { translate, type MessageParams } from '../i18n/translate.ts';

/**
 * Every failure the portal reports, with its stable code (area, severity, number), the HTTP status of the
 * specification's error catalogue (section 8), the message key the web client's dialog rule uses, and the
 * message in the three languages. One table, read by the server (to answer) and the web (to show).
 */
export interface ErrorDefinition {
  code: string;
  status: number;
  /** The web client's message key (spec section 8), e.g. 'systemError', 'too_many_request'. */
  key: string;
  message: Localized;
}

function def(code: string, status: number, key: string, message: Localized): ErrorDefinition {
  return { code, status, key, message };
}

export const ERRORS = {
  SYSTEM_ERROR: def('SYS-E-0001', 500, 'systemError', {
    en: 'The system is busy. Please try again later.',
    'zh-hk': '系統繁忙，請稍後再試。',
    'zh-cn': '系统繁忙，请稍后再试。',
  }),
  VALIDATION_FAILED: def('SYS-E-0400', 400, 'reminder', {
    en: 'Some of the information entered is not valid. Please check and try again.',
    'zh-hk': '部分輸入的資料無效，請檢查後再試。',
    'zh-cn': '部分输入的资料无效，请检查后再试。',
  }),
  MALFORMED_BODY: def('SYS-E-0401', 400, 'reminder', {
    en: 'The request could not be read. Please try again.',
    'zh-hk': '無法讀取請求，請再試一次。',
    'zh-cn': '无法读取请求，请再试一次。',
  }),
  NOT_FOUND: def('SYS-E-0404', 404, 'systemError', {
    en: 'The requested service does not exist.',
    'zh-hk': '所要求的服務並不存在。',
    'zh-cn': '所请求的服务并不存在。',
  }),
  METHOD_NOT_ALLOWED: def('SYS-E-0405', 405, 'systemError', {
    en: 'This action is not supported.',
    'zh-hk': '不支援此操作。',
    'zh-cn': '不支持此操作。',
  }),
  REQUEST_TIMEOUT: def('SYS-E-0408', 408, 'request_timeout', {
    en: 'The request timed out. Please try again.',
    'zh-hk': '請求逾時，請再試一次。',
    'zh-cn': '请求超时，请再试一次。',
  }),
  PAYLOAD_TOO_LARGE: def('SYS-E-0413', 413, 'reminder', {
    en: 'The information sent is too large.',
    'zh-hk': '傳送的資料過大。',
    'zh-cn': '发送的资料过大。',
  }),
  UNSUPPORTED_MEDIA_TYPE: def('SYS-E-0415', 415, 'reminder', {
    en: 'The information was sent in a format that is not accepted.',
    'zh-hk': '傳送資料的格式不被接受。',
    'zh-cn': '发送资料的格式不被接受。',
  }),
  TOO_MANY_REQUESTS: def('SYS-E-0429', 429, 'too_many_request', {
    en: 'Too many requests. Please try again later.',
    'zh-hk': '請求次數過多，請稍後再試。',
    'zh-cn': '请求次数过多，请稍后再试。',
  }),
  SERVICE_UNAVAILABLE: def('SYS-E-0503', 503, 'systemError', {
    en: 'The service is temporarily unavailable. Please try again later.',
    'zh-hk': '服務暫時未能提供，請稍後再試。',
    'zh-cn': '服务暂时未能提供，请稍后再试。',
  }),
  LOGIN_TIMEOUT: def('AUTH-E-0401', 401, 'login_timeout', {
    en: 'Your login has expired. Please log in again.',
    'zh-hk': '登入已逾時，請重新登入。',
    'zh-cn': '登录已超时，请重新登录。',
  }),
  FORBIDDEN: def('AUTH-E-0403', 403, 'reminder', {
    en: 'You do not have permission to use this function.',
    'zh-hk': '你沒有權限使用此功能。',
    'zh-cn': '你没有权限使用此功能。',
  }),
  INCORRECT_ID_NO: def('AUTH-E-0420', 420, 'incorrect_id_no', {
    en: 'The identity document number is incorrect.',
    'zh-hk': '身份證明文件號碼不正確。',
    'zh-cn': '身份证明文件号码不正确。',
  }),
  ENUM_TYPE_NOT_FOUND: def('PRM-E-0001', 404, 'reminder', {
    en: 'The code table "{enumType}" does not exist.',
    'zh-hk': '代碼表「{enumType}」並不存在。',
    'zh-cn': '代码表“{enumType}”并不存在。',
  }),
  PARAM_NOT_FOUND: def('PRM-E-0002', 404, 'reminder', {
    en: 'The parameter "{paramCode}" does not exist.',
    'zh-hk': '參數「{paramCode}」並不存在。',
    'zh-cn': '参数“{paramCode}”并不存在。',
  }),
  NOTICE_NO_DUPLICATE: def('TKT-E-0001', 409, 'reminder', {
    en: 'A ticket with notice no. {noticeNo} already exists.',
    'zh-hk': '通知書號碼 {noticeNo} 的告票已經存在。',
    'zh-cn': '通知书号码 {noticeNo} 的告票已经存在。',
  }),
  OFFENCE_CODE_UNKNOWN: def('TKT-E-0002', 422, 'reminder', {
    en: 'Offence code {offenceCode} is not a valid code for notice type {noticeType}.',
    'zh-hk': '違例代碼 {offenceCode} 不適用於通知書類別 {noticeType}。',
    'zh-cn': '违例代码 {offenceCode} 不适用于通知书类别 {noticeType}。',
  }),
  TARIFF_NOT_IN_FORCE: def('TKT-E-0003', 422, 'reminder', {
    en: 'No fixed penalty for offence code {offenceCode} was in force on {offenceDate}.',
    'zh-hk': '違例代碼 {offenceCode} 於 {offenceDate} 並無生效的定額罰款。',
    'zh-cn': '违例代码 {offenceCode} 于 {offenceDate} 并无生效的定额罚款。',
  }),
  NEWS_NOT_FOUND: def('CNT-E-0001', 404, 'reminder', {
    en: 'The news item you asked for does not exist or has been removed. Please return to the news list.',
    'zh-hk': '你所查閱的新聞並不存在或已被移除，請返回新聞列表。',
    'zh-cn': '你所查阅的新闻并不存在或已被移除，请返回新闻列表。',
  }),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ERRORS;

const ERROR_MESSAGES = Object.fromEntries(Object.entries(ERRORS).map(([name, d]) => [name, d.message]));

/** The message of an error in a language, with its `{name}` placeholders filled. */
export function errorMessage(name: ErrorName, locale: Locale, params?: MessageParams): string {
  return translate(ERROR_MESSAGES, name, locale, params);
}
