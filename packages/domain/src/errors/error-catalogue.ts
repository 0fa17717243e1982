import type { Locale, Localized } from '../common/locale.ts';
import { translate, type MessageParams } from '../i18n/translate.ts';
import type { ERROR_CODES, ErrorName } from './error-codes.ts';

export type { ErrorCode, ErrorName } from './error-codes.ts';

/**
 * Every failure the portal reports, with its stable code (area, severity, number), the HTTP status of the
 * specification's error catalogue (section 8), the message key the web client's dialog rule uses, and the
 * message in the three languages. One table, read by the server (to answer) and the web (to show).
 * The codes alone are in `error-codes.ts` (for code that compares codes without loading the messages);
 * each entry here must carry the code that file gives its name.
 */
export interface ErrorDefinition {
  code: string;
  status: number;
  /** The web client's message key (spec section 8), e.g. 'systemError', 'too_many_request'. */
  key: string;
  message: Localized;
}

function def<C extends string>(
  code: C,
  status: number,
  key: string,
  message: Localized,
): ErrorDefinition & { code: C } {
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
  // The Transport Department's records did not answer in time (ADR 0058): nothing was changed, try again.
  TRANSPORT_DEPARTMENT_UNAVAILABLE: def('SYS-E-0504', 503, 'systemError', {
    en: "The Transport Department's records cannot be reached at the moment. Please try again later.",
    'zh-hk': '暫時未能連接運輸署的紀錄，請稍後再試。',
    'zh-cn': '暂时未能连接运输署的记录，请稍后再试。',
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
  // Identity: login, sessions, registration and OTP (spec sections 4 and 8).
  LOGIN_CANCELLED: def('IDN-E-0001', 400, 'reminder', {
    en: 'Login was cancelled. You have not been logged in.',
    'zh-hk': '登入已取消，你尚未登入。',
    'zh-cn': '登录已取消，你尚未登录。',
  }),
  LOGIN_TIMED_OUT: def('IDN-E-0002', 400, 'reminder', {
    en: 'Login timed out before it was approved. Please try again.',
    'zh-hk': '登入在獲批准前已逾時，請再試一次。',
    'zh-cn': '登录在获批准前已超时，请再试一次。',
  }),
  LOGIN_FAILED: def('IDN-E-0003', 400, 'reminder', {
    en: 'Login failed or the login link has expired. Please start again.',
    'zh-hk': '登入失敗或登入連結已過期，請重新開始。',
    'zh-cn': '登录失败或登录链接已过期，请重新开始。',
  }),
  REDIRECT_URI_INVALID: def('IDN-E-0004', 400, 'reminder', {
    en: 'The return address must be a page of this portal.',
    'zh-hk': '返回地址必須是本平台的網頁。',
    'zh-cn': '返回地址必须是本平台的网页。',
  }),
  DSL_LEVEL_TOO_LOW: def('IDN-E-0005', 403, 'reminder', {
    en: 'Your Digital Services Logon account level is too low for this login. Please upgrade your account.',
    'zh-hk': '你的數碼服務登入帳戶級別不足以使用此登入方式，請提升帳戶級別。',
    'zh-cn': '你的数码服务登录账户级别不足以使用此登录方式，请提升账户级别。',
  }),
  AUTH_CANCELLED: def('IDN-E-0006', 400, 'reminder', {
    en: 'Authentication was cancelled.',
    'zh-hk': '認證已取消。',
    'zh-cn': '认证已取消。',
  }),
  AUTH_FAILED: def('IDN-E-0007', 400, 'reminder', {
    en: 'Authentication failed or timed out. Please try again.',
    'zh-hk': '認證失敗或逾時，請再試一次。',
    'zh-cn': '认证失败或超时，请再试一次。',
  }),
  IDENTITY_PROVIDER_UNAVAILABLE: def('IDN-E-0008', 503, 'systemError', {
    en: 'This login method is not available at the moment. Please try again later.',
    'zh-hk': '此登入方式暫時未能使用，請稍後再試。',
    'zh-cn': '此登录方式暂时未能使用，请稍后再试。',
  }),
  LOGIN_WRONG_PROVIDER: def('IDN-E-0009', 400, 'reminder', {
    en: 'This login was not made with Digital Services Logon. Please start the login again.',
    'zh-hk': '此登入並非經數碼服務登入進行，請重新開始登入。',
    'zh-cn': '此登录并非经数码服务登录进行，请重新开始登录。',
  }),
  OTP_WRONG: def('IDN-E-0101', 400, 'reminder', {
    en: 'The one-time password is incorrect. {remaining} attempt(s) left.',
    'zh-hk': '一次性密碼不正確，尚餘 {remaining} 次機會。',
    'zh-cn': '一次性密码不正确，尚余 {remaining} 次机会。',
  }),
  OTP_LIMIT_REACHED: def('IDN-E-0102', 429, 'reminder', {
    en: 'The one-time password limit has been reached. Please try again after {hours} hours.',
    'zh-hk': '一次性密碼已達上限，請於 {hours} 小時後再試。',
    'zh-cn': '一次性密码已达上限，请于 {hours} 小时后再试。',
  }),
  OTP_MAX_ATTEMPTS: def('IDN-E-0103', 429, 'reminder', {
    en: 'The maximum number of attempts has been reached. Please register again after {hours} hours.',
    'zh-hk': '已達嘗試次數上限，請於 {hours} 小時後重新登記。',
    'zh-cn': '已达尝试次数上限，请于 {hours} 小时后重新登记。',
  }),
  OTP_INVALID: def('IDN-E-0104', 400, 'reminder', {
    en: 'The security code or SMS one-time password is invalid or has expired. Please request a new one.',
    'zh-hk': '保安編碼或短訊一次性密碼無效或已過期，請重新索取。',
    'zh-cn': '安全编码或短信一次性密码无效或已过期，请重新索取。',
  }),
  OTP_RESEND_TOO_SOON: def('IDN-E-0105', 429, 'reminder', {
    en: 'A one-time password was sent recently. You may request another in {seconds} seconds.',
    'zh-hk': '一次性密碼剛已發出，請於 {seconds} 秒後再索取。',
    'zh-cn': '一次性密码刚已发出，请于 {seconds} 秒后再索取。',
  }),
  CONTACT_MEANS_NOT_FOUND: def('IDN-E-0106', 422, 'reminder', {
    en: 'No mobile number or e-mail address is registered with the Transport Department for this record.',
    'zh-hk': '運輸署並無此紀錄的流動電話號碼或電郵地址。',
    'zh-cn': '运输署并无此纪录的流动电话号码或电邮地址。',
  }),
  NO_IDENTITY_RECORD: def('IDN-E-0107', 404, 'reminder', {
    en: 'No identity record was found. Please check the document number.',
    'zh-hk': '找不到身份紀錄，請檢查證件號碼。',
    'zh-cn': '找不到身份纪录，请检查证件号码。',
  }),
  IDENTITY_ALREADY_USED: def('IDN-E-0108', 409, 'reminder', {
    en: 'This identity is already used by another portal account. Confirm to replace it with this login.',
    'zh-hk': '此身份已用於另一個平台帳戶。請確認以此登入方式取代。',
    'zh-cn': '此身份已用于另一个平台账户。请确认以此登录方式取代。',
  }),
  ACCOUNT_ALREADY_VERIFIED: def('IDN-E-0109', 409, 'reminder', {
    en: 'Your account is already linked to an identity record.',
    'zh-hk': '你的帳戶已連結身份紀錄。',
    'zh-cn': '你的账户已连结身份纪录。',
  }),
  OTP_NOT_DELIVERED: def('IDN-E-0110', 422, 'reminder', {
    en: 'The one-time password could not be sent to the contact registered with the Transport Department. Please check that contact with the Department.',
    'zh-hk': '一次性密碼未能發送至運輸署登記的聯絡方式。請向運輸署查核有關聯絡方式。',
    'zh-cn': '一次性密码未能发送至运输署登记的联络方式。请向运输署查核有关联络方式。',
  }),
  SIGN_NEEDS_DSL_LOGIN: def('IDN-E-0010', 403, 'reminder', {
    en: 'To sign with Digital Services Logon, log in with Digital Services Logon first.',
    'zh-hk': '如要以數碼服務登入簽署，請先以數碼服務登入登入平台。',
    'zh-cn': '如要以数码服务登录签署，请先以数码服务登录登录平台。',
  }),
  ORG_ALREADY_ADMIN: def('ACC-E-0001', 409, 'reminder', {
    en: 'You are already the administrator of this enterprise.',
    'zh-hk': '你已是此企業的管理員。',
    'zh-cn': '你已是此企业的管理员。',
  }),
  ORG_ADMIN_EXISTS: def('ACC-E-0002', 409, 'reminder', {
    en: 'This enterprise already has an administrator. Confirm to replace the administrator.',
    'zh-hk': '此企業已有管理員。請確認以取代管理員。',
    'zh-cn': '此企业已有管理员。请确认以取代管理员。',
  }),
  ORG_NOT_FOUND: def('ACC-E-0003', 404, 'reminder', {
    en: 'No enterprise with this document number is registered with the Transport Department.',
    'zh-hk': '運輸署並無以此文件號碼登記的企業。',
    'zh-cn': '运输署并无以此文件号码登记的企业。',
  }),
  // Tickets and payments (spec section 8; PAY-E-9022 is the spec's own code, the others follow it).
  TICKET_NOT_FOUND: def('TKT-E-0004', 404, 'reminder', {
    en: 'Ticket not found. Please check the Notice No. and Vehicle No. and try again.',
    'zh-hk': '找不到告票，請檢查通知書號碼及車輛登記號碼後再試。',
    'zh-cn': '找不到告票，请检查通知书号码及车辆登记号码后再试。',
  }),
  LIABLE_PARTY_UNKNOWN: def('TKT-E-0014', 422, 'reminder', {
    en: 'No person or company on the Transport Department’s records has this document number.',
    'zh-hk': '運輸署記錄中沒有持此證件號碼的人士或公司。',
    'zh-cn': '运输署记录中没有持此证件号码的人士或公司。',
  }),
  TICKET_TRANSFERRED_TO_DRIVER: def('TKT-E-0015', 409, 'reminder', {
    en: 'You named the driver of this offence, who is now liable for the ticket: only the driver can dispute it.',
    'zh-hk': '你已指明此違例的司機，該司機現須就告票負責：只有該司機可提出爭議。',
    'zh-cn': '你已指明此违例的司机，该司机现须就告票负责：只有该司机可提出争议。',
  }),
  TICKET_NOT_EXIST: def('TKT-E-0005', 404, 'reminder', {
    en: 'The ticket does not exist.',
    'zh-hk': '告票並不存在。',
    'zh-cn': '告票并不存在。',
  }),
  TICKET_NOT_PAYABLE: def('TKT-E-0006', 409, 'reminder', {
    en: 'The ticket status does not support payment.',
    'zh-hk': '告票狀態不支援繳款。',
    'zh-cn': '告票状态不支持缴款。',
  }),
  TICKET_ALREADY_PAID: def('TKT-E-0007', 409, 'reminder', {
    en: 'The ticket has already been paid.',
    'zh-hk': '告票已繳款。',
    'zh-cn': '告票已缴款。',
  }),
  TICKET_STATUS_CHANGE_REFUSED: def('TKT-E-0008', 409, 'reminder', {
    en: 'A ticket in status {from} cannot change to {to}.',
    'zh-hk': '狀態為 {from} 的告票不能改為 {to}。',
    'zh-cn': '状态为 {from} 的告票不能改为 {to}。',
  }),
  LOOKUP_EXPIRED: def('TKT-E-0009', 403, 'reminder', {
    en: 'Your ticket enquiry has expired. Please search for the ticket again.',
    'zh-hk': '告票查詢已逾時，請重新查詢告票。',
    'zh-cn': '告票查询已超时，请重新查询告票。',
  }),
  EXPORT_RANGE_TOO_LONG: def('TKT-E-0010', 400, 'reminder', {
    en: 'An export covers at most {days} days. Please choose a shorter period.',
    'zh-hk': '每次匯出最多涵蓋 {days} 日，請選擇較短的期間。',
    'zh-cn': '每次导出最多涵盖 {days} 日，请选择较短的期间。',
  }),
  EXPORT_DAILY_LIMIT: def('TKT-E-0011', 429, 'reminder', {
    en: 'No downloads left for today: you can create {count} export tasks a day. Please try again tomorrow.',
    'zh-hk': '今日已無剩餘下載次數：每日最多可建立 {count} 個匯出工作，請明天再試。',
    'zh-cn': '今日已无剩余下载次数：每日最多可建立 {count} 个导出任务，请明天再试。',
  }),
  FILE_NOT_FOUND: def('TKT-E-0012', 404, 'reminder', {
    en: 'The file was not found or could not be downloaded.',
    'zh-hk': '找不到檔案或下載失敗。',
    'zh-cn': '找不到文件或下载失败。',
  }),
  FILE_NOT_READY: def('TKT-E-0013', 409, 'reminder', {
    en: 'The file is still being prepared. Please try again shortly.',
    'zh-hk': '檔案仍在準備中，請稍後再試。',
    'zh-cn': '文件仍在准备中，请稍后再试。',
  }),
  PAYMENT_FAILED: def('PAY-E-9021', 409, 'reminder', {
    en: 'The payment failed. No money has been taken. [PAY-E-9021]',
    'zh-hk': '付款失敗，款項並未扣除。[PAY-E-9021]',
    'zh-cn': '付款失败，款项并未扣除。[PAY-E-9021]',
  }),
  PAYMENT_CANCELLED: def('PAY-E-9022', 409, 'reminder', {
    en: 'The payment was cancelled. [PAY-E-9022]',
    'zh-hk': '付款已取消。[PAY-E-9022]',
    'zh-cn': '付款已取消。[PAY-E-9022]',
  }),
  PAYMENT_EXPIRED: def('PAY-E-9023', 409, 'reminder', {
    en: 'The payment expired before it was completed. [PAY-E-9023]',
    'zh-hk': '付款在完成前已逾時失效。[PAY-E-9023]',
    'zh-cn': '付款在完成前已超时失效。[PAY-E-9023]',
  }),
  PAYMENT_TIMEOUT: def('PAY-E-9024', 504, 'reminder', {
    en: 'Payment timeout: the result is not known yet. Please check the ticket status later before paying again.',
    'zh-hk': '付款逾時：暫未得知結果。請稍後查看告票狀態，切勿重複付款。',
    'zh-cn': '付款超时：暂未得知结果。请稍后查看告票状态，切勿重复付款。',
  }),
  PAYMENT_IN_PROGRESS: def('PAY-E-9025', 409, 'reminder', {
    en: 'A transaction for this ticket is in progress. If you left the payment page, you can pay again after {seconds} seconds.',
    'zh-hk': '此告票的交易正在處理中。如已離開付款頁面，可於 {seconds} 秒後再次付款。',
    'zh-cn': '此告票的交易正在处理中。如已离开付款页面，可于 {seconds} 秒后再次付款。',
  }),
  PAYMENT_NOT_FOUND: def('PAY-E-9026', 404, 'reminder', {
    en: 'No payment record was found.',
    'zh-hk': '找不到繳款紀錄。',
    'zh-cn': '找不到缴款纪录。',
  }),
  PAYMENT_CHANNEL_NOT_ON_MOBILE: def('PAY-E-9027', 422, 'reminder', {
    en: 'Mobile payment and PPS payment are not supported on mobile devices. Please choose another method.',
    'zh-hk': '流動裝置不支援流動支付及繳費靈付款，請選擇其他付款方式。',
    'zh-cn': '移动设备不支持移动支付及缴费灵付款，请选择其他付款方式。',
  }),
  PAYMENT_GATEWAY_UNAVAILABLE: def('PAY-E-9028', 503, 'systemError', {
    en: 'The payment service is not available at the moment. Please try again later.',
    'zh-hk': '付款服務暫時未能使用，請稍後再試。',
    'zh-cn': '付款服务暂时未能使用，请稍后再试。',
  }),
  PAYMENT_SIGNATURE_INVALID: def('PAY-E-9029', 401, 'systemError', {
    en: 'The payment notification could not be verified.',
    'zh-hk': '無法核實付款通知。',
    'zh-cn': '无法核实付款通知。',
  }),
  PAYMENT_AMOUNT_MISMATCH: def('PAY-E-9030', 422, 'reminder', {
    en: 'The amount paid ({paid}) differs from the amount due ({due}).',
    'zh-hk': '已付金額（{paid}）與應繳金額（{due}）不符。',
    'zh-cn': '已付金额（{paid}）与应缴金额（{due}）不符。',
  }),
  // The gateway reports a payment of another amount than the order's: the order stays open for staff.
  PAYMENT_GATEWAY_AMOUNT_MISMATCH: def('PAY-E-9032', 422, 'reminder', {
    en: 'The amount paid differs from the amount due. The payment is being checked: please do not pay again. [PAY-E-9032]',
    'zh-hk': '已付金額與應繳金額不符，款項正在核對中，請勿重複付款。[PAY-E-9032]',
    'zh-cn': '已付金额与应缴金额不符，款项正在核对中，请勿重复付款。[PAY-E-9032]',
  }),
  TRANSACTION_NO_DUPLICATE: def('PAY-E-9031', 409, 'reminder', {
    en: 'A payment with transaction no. {transactionNo} has already been recorded.',
    'zh-hk': '交易編號 {transactionNo} 的繳款已經記錄。',
    'zh-cn': '交易编号 {transactionNo} 的缴款已经记录。',
  }),
  // Orders of several items (tickets paid together, or a fee of another area): ADR 0031.
  PAYMENT_TOO_MANY_ITEMS: def('PAY-E-9033', 422, 'reminder', {
    en: 'At most {max} items can be paid in one payment.',
    'zh-hk': '每次付款最多可繳付 {max} 項。',
    'zh-cn': '每次付款最多可缴付 {max} 项。',
  }),
  PAYMENT_ITEM_TWICE: def('PAY-E-9034', 422, 'reminder', {
    en: 'Notice No. {noticeNo} is listed twice in this payment.',
    'zh-hk': '通知書號碼 {noticeNo} 在此付款中重複列出。',
    'zh-cn': '通知书号码 {noticeNo} 在此付款中重复列出。',
  }),
  PAYMENT_ITEM_NOT_PAYABLE: def('PAY-E-9035', 409, 'reminder', {
    en: 'Notice No. {noticeNo} cannot be paid now: it has been paid, or its status does not support payment.',
    'zh-hk': '通知書號碼 {noticeNo} 現時不能繳款：該告票已繳款，或其狀態不支援繳款。',
    'zh-cn': '通知书号码 {noticeNo} 现时不能缴款：该告票已缴款，或其状态不支持缴款。',
  }),
  PAYMENT_ITEM_IN_PROGRESS: def('PAY-E-9036', 409, 'reminder', {
    en: 'A transaction for notice No. {noticeNo} is in progress. If you left the payment page, you can pay again after {seconds} seconds.',
    'zh-hk': '通知書號碼 {noticeNo} 的交易正在處理中。如已離開付款頁面，可於 {seconds} 秒後再次付款。',
    'zh-cn': '通知书号码 {noticeNo} 的交易正在处理中。如已离开付款页面，可于 {seconds} 秒后再次付款。',
  }),
  FEE_NOT_FOUND: def('PAY-E-9037', 404, 'reminder', {
    en: 'No fee to pay was found.',
    'zh-hk': '找不到需繳付的費用。',
    'zh-cn': '找不到需缴付的费用。',
  }),
  FEE_ALREADY_PAID: def('PAY-E-9038', 409, 'reminder', {
    en: 'This fee has already been paid.',
    'zh-hk': '此費用已經繳付。',
    'zh-cn': '此费用已经缴付。',
  }),
  // Messages and files (spec sections 7 and 8): the message box, its settings and the file service.
  MESSAGE_NOT_FOUND: def('MSG-E-0001', 404, 'reminder', {
    en: 'The message does not exist or has been deleted. Messages are kept for 60 days.',
    'zh-hk': '訊息並不存在或已被刪除。訊息只會保留 60 日。',
    'zh-cn': '信息并不存在或已被删除。信息只会保留 60 日。',
  }),
  FILE_DAILY_LIMIT: def('MSG-E-0002', 429, 'reminder', {
    en: 'No downloads left for today: you can download {count} files a day. Please try again tomorrow.',
    'zh-hk': '今日已無剩餘下載次數：每日最多可下載 {count} 個檔案，請明天再試。',
    'zh-cn': '今日已无剩余下载次数：每日最多可下载 {count} 个文件，请明天再试。',
  }),
  MESSAGE_SETTING_MANDATORY: def('MSG-E-0003', 422, 'reminder', {
    en: 'E-tickets and demand notices are always sent and cannot be turned off.',
    'zh-hk': '電子告票及催繳通知書必定會發出，不能關閉。',
    'zh-cn': '电子告票及催缴通知书必定会发出，不能关闭。',
  }),
  TEST_MESSAGE_DAILY_LIMIT: def('MSG-E-0004', 429, 'reminder', {
    en: 'A test message has already been sent today. Please try again tomorrow.',
    'zh-hk': '今日已發出測試訊息，請明天再試。',
    'zh-cn': '今日已发出测试信息，请明天再试。',
  }),
  DOWNLOAD_TIMEOUT: def('MSG-E-0005', 504, 'request_timeout', {
    en: 'The download took too long and was stopped. Please try again with fewer files.',
    'zh-hk': '下載時間過長，已被終止。請減少檔案數目後再試。',
    'zh-cn': '下载时间过长，已被终止。请减少文件数目后再试。',
  }),
  CALENDAR_DEADLINE_PASSED: def('MSG-E-0006', 409, 'reminder', {
    en: 'The payment deadline has passed, so there is no calendar reminder for it.',
    'zh-hk': '繳款限期已過，不設日曆提示。',
    'zh-cn': '缴款限期已过，不设日历提示。',
  }),
  SMS_RECEIPT_SIGNATURE_INVALID: def('MSG-E-0007', 401, 'systemError', {
    en: 'The delivery receipt could not be verified.',
    'zh-hk': '無法核實送達回條。',
    'zh-cn': '无法核实送达回条。',
  }),
  DELIVERY_NOT_FOUND: def('MSG-E-0008', 404, 'systemError', {
    en: 'No message was sent with this idempotency key.',
    'zh-hk': '沒有以此冪等鍵發出的訊息。',
    'zh-cn': '没有以此幂等键发出的信息。',
  }),
  // Vehicles (spec section 8: "vehicle sync in progress", "QR code expired"; section 9: 50 QR codes per download).
  VEHICLE_NOT_FOUND: def('VEH-E-0001', 404, 'reminder', {
    en: 'The vehicle was not found among your vehicles.',
    'zh-hk': '在你的車輛中找不到此車輛。',
    'zh-cn': '在你的车辆中找不到此车辆。',
  }),
  VEHICLE_SYNC_IN_PROGRESS: def('VEH-E-0002', 409, 'reminder', {
    en: 'Vehicle sync in progress. Please wait until it finishes.',
    'zh-hk': '車輛同步進行中，請待完成後再試。',
    'zh-cn': '车辆同步进行中，请待完成后再试。',
  }),
  QR_CODE_EXPIRED: def('VEH-E-0003', 410, 'reminder', {
    en: 'QR code expired. Please scan the vehicle’s current QR code.',
    'zh-hk': '二維碼已失效，請掃描車輛現時的二維碼。',
    'zh-cn': '二维码已失效，请扫描车辆现时的二维码。',
  }),
  QR_CODE_INVALID: def('VEH-E-0004', 404, 'reminder', {
    en: 'This is not a vehicle QR code of the portal.',
    'zh-hk': '此並非本平台的車輛二維碼。',
    'zh-cn': '此并非本平台的车辆二维码。',
  }),
  QR_DOWNLOAD_TOO_MANY: def('VEH-E-0005', 400, 'reminder', {
    en: 'You can download at most {max} QR codes at a time. Please select fewer vehicles.',
    'zh-hk': '每次最多可下載 {max} 個二維碼，請減少所選車輛。',
    'zh-cn': '每次最多可下载 {max} 个二维码，请减少所选车辆。',
  }),
  VEHICLES_PER_REQUEST_EXCEEDED: def('VEH-E-0006', 400, 'reminder', {
    en: 'At most {max} vehicles can be handled in one request. Please select fewer vehicles.',
    'zh-hk': '每次最多可處理 {max} 輛車輛，請減少所選車輛。',
    'zh-cn': '每次最多可处理 {max} 辆车辆，请减少所选车辆。',
  }),
  QR_REGENERATE_INDIVIDUAL_ONLY: def('VEH-E-0007', 403, 'reminder', {
    en: 'Only individual users can regenerate vehicle QR codes.',
    'zh-hk': '只有個人用戶可重新產生車輛二維碼。',
    'zh-cn': '只有个人用户可重新产生车辆二维码。',
  }),
  // Agents and vehicle applications (spec sections 5, 8 and 9).
  INVITATION_CODE_INVALID: def('AGT-E-0001', 400, 'reminder', {
    en: 'The invitation code is incorrect. Please check it and enter it again.',
    'zh-hk': '邀請碼不正確，請檢查後重新輸入。',
    'zh-cn': '邀请码不正确，请检查后重新输入。',
  }),
  INVITATION_CODE_EXPIRED: def('AGT-E-0002', 410, 'reminder', {
    en: 'This invitation code has expired (a code is valid for 24 hours). Please ask the owner for a new one.',
    'zh-hk': '此邀請碼已過期（邀請碼有效期為 24 小時），請向車主索取新的邀請碼。',
    'zh-cn': '此邀请码已过期（邀请码有效期为 24 小时），请向车主索取新的邀请码。',
  }),
  INVITATION_CODE_USED: def('AGT-E-0003', 409, 'reminder', {
    en: 'This invitation code has already been used. Each code can be used once only.',
    'zh-hk': '此邀請碼已被使用，每個邀請碼只可使用一次。',
    'zh-cn': '此邀请码已被使用，每个邀请码只可使用一次。',
  }),
  INVITATION_CODE_OWN: def('AGT-E-0004', 400, 'reminder', {
    en: 'You cannot enter your own invitation code. Please give it to the person you invite.',
    'zh-hk': '你不能輸入自己產生的邀請碼，請把邀請碼交給獲邀人士。',
    'zh-cn': '你不能输入自己产生的邀请码，请把邀请码交给获邀人士。',
  }),
  AGENTS_PER_VEHICLE_EXCEEDED: def('AGT-E-0005', 409, 'reminder', {
    en: 'Vehicle {mark} already has the maximum of {max} agents.',
    'zh-hk': '車輛 {mark} 的代理人已達上限 {max} 名。',
    'zh-cn': '车辆 {mark} 的代理人已达上限 {max} 名。',
  }),
  AGENT_NOT_FOUND: def('AGT-E-0006', 404, 'reminder', {
    en: 'The agent was not found among your agents.',
    'zh-hk': '在你的代理人中找不到此代理人。',
    'zh-cn': '在你的代理人中找不到此代理人。',
  }),
  AGENT_ALREADY: def('AGT-E-0007', 409, 'reminder', {
    en: 'You are already this owner’s agent for every vehicle of this code.',
    'zh-hk': '你已是此車主這些車輛的代理人。',
    'zh-cn': '你已是此车主这些车辆的代理人。',
  }),
  INVITATION_VEHICLE_LEFT: def('AGT-E-0008', 409, 'reminder', {
    en: 'This invitation code has ended: vehicle {mark} is no longer registered to the owner who invited you. Please ask the owner for a new code.',
    'zh-hk': '此邀請碼已失效：車輛 {mark} 已不再登記於邀請你的車主名下。請向車主索取新的邀請碼。',
    'zh-cn': '此邀请码已失效：车辆 {mark} 已不再登记于邀请你的车主名下。请向车主索取新的邀请码。',
  }),
  APPLICATION_DUPLICATE: def('AGT-E-0101', 409, 'reminder', {
    en: 'Duplicate application: vehicle {mark} already has an application of yours pending.',
    'zh-hk': '重複申請：車輛 {mark} 已有你提交而尚待處理的申請。',
    'zh-cn': '重复申请：车辆 {mark} 已有你提交而尚待处理的申请。',
  }),
  APPLICATION_OWN_VEHICLE: def('AGT-E-0102', 400, 'reminder', {
    en: 'You cannot apply for your own vehicle ({mark}).',
    'zh-hk': '你不能為自己的車輛（{mark}）提出申請。',
    'zh-cn': '你不能为自己的车辆（{mark}）提出申请。',
  }),
  APPLICATION_NOT_FOUND: def('AGT-E-0104', 404, 'reminder', {
    en: 'The application was not found.',
    'zh-hk': '找不到此申請。',
    'zh-cn': '找不到此申请。',
  }),
  APPLICATION_NOT_PENDING: def('AGT-E-0105', 409, 'reminder', {
    en: 'This application is no longer pending.',
    'zh-hk': '此申請已不再處於待處理狀態。',
    'zh-cn': '此申请已不再处于待处理状态。',
  }),
  // One answer for an unknown number and for an owner without the vehicles: it must not tell them apart.
  APPLICATION_OWNER_MISMATCH: def('AGT-E-0107', 400, 'reminder', {
    en: 'The identity document number and the vehicles you entered do not match the records of a vehicle owner. Please check them and try again.',
    'zh-hk': '你輸入的身份證明文件號碼與車輛未能配對任何車主的紀錄，請檢查後再試。',
    'zh-cn': '你输入的身份证明文件号码与车辆未能配对任何车主的记录，请检查后再试。',
  }),
  DISPUTE_NOT_FOUND: def('DSP-E-0001', 404, 'reminder', {
    en: 'The dispute was not found.',
    'zh-hk': '找不到該爭議。',
    'zh-cn': '找不到该争议。',
  }),
  DISPUTE_EXISTS: def('DSP-E-0002', 409, 'reminder', {
    en: 'This ticket has already been disputed. Only one dispute is accepted per ticket.',
    'zh-hk': '此告票已提出爭議。每張告票只接受一次爭議。',
    'zh-cn': '此告票已提出争议。每张告票只接受一次争议。',
  }),
  DISPUTE_NOT_ALLOWED: def('DSP-E-0003', 409, 'reminder', {
    en: 'This ticket can no longer be disputed in its present status.',
    'zh-hk': '告票現時的狀態不可再提出爭議。',
    'zh-cn': '告票现时的状态不可再提出争议。',
  }),
  DISPUTE_TOO_MANY_FILES: def('DSP-E-0004', 400, 'reminder', {
    en: 'You can attach at most {max} files.',
    'zh-hk': '最多只可附加 {max} 個檔案。',
    'zh-cn': '最多只可附加 {max} 个文件。',
  }),
  DISPUTE_FILES_TOO_LARGE: def('DSP-E-0005', 413, 'reminder', {
    en: 'The attachments together must be smaller than 10 MB.',
    'zh-hk': '附件總大小必須少於 10 MB。',
    'zh-cn': '附件总大小必须少于 10 MB。',
  }),
  DISPUTE_FILE_TYPE: def('DSP-E-0006', 415, 'reminder', {
    en: 'Only JPG, JPEG, PNG or PDF files are accepted; "{name}" is not one.',
    'zh-hk': '只接受 JPG、JPEG、PNG 或 PDF 檔案；「{name}」並不是。',
    'zh-cn': '只接受 JPG、JPEG、PNG 或 PDF 文件；“{name}”并不是。',
  }),
  DISPUTE_SIGNATURE_INVALID: def('DSP-E-0007', 400, 'reminder', {
    en: 'The signature with iAM Smart was not completed for this dispute. Please sign again.',
    'zh-hk': '未能以「智方便」為此爭議完成簽署，請重新簽署。',
    'zh-cn': '未能以“智方便”为此争议完成签署，请重新签署。',
  }),
  DISPUTE_NOT_PENDING: def('DSP-E-0008', 409, 'reminder', {
    en: 'The dispute is not awaiting this step.',
    'zh-hk': '該爭議現時並非等待此步驟。',
    'zh-cn': '该争议现时并非等待此步骤。',
  }),
  PHOTO_APPLICATION_NOT_FOUND: def('DSP-E-0009', 404, 'reminder', {
    en: 'The application to view photos was not found.',
    'zh-hk': '找不到該查看相片申請。',
    'zh-cn': '找不到该查看相片申请。',
  }),
  PHOTO_APPLICATION_EXISTS: def('DSP-E-0010', 409, 'reminder', {
    en: 'You have already applied to view the photos of this ticket.',
    'zh-hk': '你已申請查看此告票的相片。',
    'zh-cn': '你已申请查看此告票的相片。',
  }),
  PHOTO_NOT_AVAILABLE: def('DSP-E-0011', 409, 'reminder', {
    en: 'There are no officer’s photos to view for this ticket. Photos can be viewed for parking tickets only.',
    'zh-hk': '此告票沒有可供查看的執法人員相片。只有違例泊車告票可查看相片。',
    'zh-cn': '此告票没有可供查看的执法人员相片。只有违例泊车告票可查看相片。',
  }),
  PHOTO_VIEW_ENDED: def('DSP-E-0012', 410, 'reminder', {
    en: 'The viewing period of this application has ended. You may apply again.',
    'zh-hk': '此申請的查看期已經結束。你可再次申請。',
    'zh-cn': '此申请的查看期已经结束。你可再次申请。',
  }),
  PHOTO_NOT_APPROVED: def('DSP-E-0013', 409, 'reminder', {
    en: 'The photos can be viewed once the application has been approved.',
    'zh-hk': '申請獲批准後才可查看相片。',
    'zh-cn': '申请获批准后才可查看相片。',
  }),
  PHOTO_FILE_TYPE: def('DSP-E-0014', 415, 'reminder', {
    en: 'Only JPEG or PNG photos are accepted; "{name}" is not one.',
    'zh-hk': '只接受 JPEG 或 PNG 相片；「{name}」並不是。',
    'zh-cn': '只接受 JPEG 或 PNG 相片；“{name}”并不是。',
  }),
  PHOTO_TOO_MANY: def('DSP-E-0015', 400, 'reminder', {
    en: 'A ticket holds at most {max} photos.',
    'zh-hk': '每張告票最多只可存放 {max} 張相片。',
    'zh-cn': '每张告票最多只可存放 {max} 张相片。',
  }),
  PHOTO_TOO_LARGE: def('DSP-E-0016', 413, 'reminder', {
    en: 'Each photo must be smaller than 8 MB.',
    'zh-hk': '每張相片必須少於 8 MB。',
    'zh-cn': '每张相片必须少于 8 MB。',
  }),
  PHOTO_APPLICATION_DECIDED: def('DSP-E-0017', 409, 'reminder', {
    en: 'The application has already been decided.',
    'zh-hk': '該申請已有決定。',
    'zh-cn': '该申请已有决定。',
  }),
  // The answer carries the draft (`data.draft`: reference and expiry) so that the page can resume it (ADR 0046).
  DISPUTE_DRAFT_EXISTS: def('DSP-E-0018', 409, 'reminder', {
    en: 'You have a dispute of this ticket ({reference}) that is not signed yet. Continue signing it, or replace it with a new one.',
    'zh-hk': '你就此告票有一項尚未簽署的爭議（{reference}）。請繼續簽署，或以新的爭議取代。',
    'zh-cn': '你就此告票有一项尚未签署的争议（{reference}）。请继续签署，或以新的争议取代。',
  }),
  DISPUTE_DRAFT_EXPIRED: def('DSP-E-0019', 410, 'reminder', {
    en: 'This dispute was not signed within 24 hours and has expired. Please dispute the ticket again.',
    'zh-hk': '此爭議未有在 24 小時內簽署，已經失效。請重新就告票提出爭議。',
    'zh-cn': '此争议未有在 24 小时内签署，已经失效。请重新就告票提出争议。',
  }),
  DISPUTE_NOT_DUPLICATE: def('DSP-E-0020', 409, 'reminder', {
    en: 'This ticket is not marked as a possible duplicate; please choose another ground.',
    'zh-hk': '此告票沒有被標示為可能重複發出的告票，請選擇其他理由。',
    'zh-cn': '此告票没有被标示为可能重复发出的告票，请选择其他理由。',
  }),
  NOTICE_NOT_FOUND: def('NTC-E-0001', 404, 'reminder', {
    en: 'The notice was not found.',
    'zh-hk': '找不到該通知書。',
    'zh-cn': '找不到该通知书。',
  }),
  NOTICE_CLOSED: def('NTC-E-0002', 409, 'reminder', {
    en: 'This notice has already been answered or its deadline has passed.',
    'zh-hk': '此通知書已獲回覆或已過期限。',
    'zh-cn': '此通知书已获回复或已过期限。',
  }),
  DRIVER_NOT_FOUND: def('NTC-E-0003', 400, 'reminder', {
    en: 'No driver with this name and driving licence number is known to the Transport Department.',
    'zh-hk': '運輸署並無此姓名及駕駛執照號碼的司機紀錄。',
    'zh-cn': '运输署并无此姓名及驾驶执照号码的司机记录。',
  }),
  DRIVER_NOT_STAFF: def('NTC-E-0004', 400, 'reminder', {
    en: "Please choose the driver from your company's staff list.",
    'zh-hk': '請從貴公司的職員名單中選擇司機。',
    'zh-cn': '请从贵公司的职员名单中选择司机。',
  }),
  DRIVER_NOT_ALLOWED: def('FLT-E-0001', 403, 'reminder', {
    en: 'You are not allowed to drive this vehicle. Ask its owner or your company administrator.',
    'zh-hk': '你未獲准駕駛此車輛，請向車主或公司管理員查詢。',
    'zh-cn': '你未获准驾驶此车辆，请向车主或公司管理员查询。',
  }),
  NOT_ON_DUTY: def('FLT-E-0002', 409, 'reminder', {
    en: 'You are not on duty on this vehicle.',
    'zh-hk': '你現時並非在此車輛當值。',
    'zh-cn': '你现时并非在此车辆当值。',
  }),
  FLEET_TICKETS_NOT_PAYABLE: def('FLT-E-0003', 409, 'reminder', {
    en: 'Some of the selected tickets cannot be paid now. Please refresh the list and select again.',
    'zh-hk': '部分所選告票現時無法繳付，請重新整理列表後再選擇。',
    'zh-cn': '部分所选告票现时无法缴付，请刷新列表后再选择。',
  }),
  DUTY_IN_PROGRESS: def('FLT-E-0004', 409, 'reminder', {
    en: 'You are on duty on {vehicleNo}. Starting duty on this vehicle ends it: please confirm that you want to end it first.',
    'zh-hk': '你現時正在 {vehicleNo} 當值。在此車輛開始當值會結束該當值時段，請先確認結束。',
    'zh-cn': '你现时正在 {vehicleNo} 当值。在此车辆开始当值会结束该当值时段，请先确认结束。',
  }),
  TCR_OVERDUE_TICKET: def('TCR-E-0001', 409, 'reminder', {
    en: 'An overdue ticket ({noticeNo}) blocks a conviction record application. Please settle it first.',
    'zh-hk': '閣下有逾期未繳的告票（{noticeNo}），未能申請交通違例定罪紀錄。請先繳付該告票。',
    'zh-cn': '阁下有逾期未缴的告票（{noticeNo}），未能申请交通违例定罪记录。请先缴付该告票。',
  }),
  TCR_APPLICATION_NOT_FOUND: def('TCR-E-0002', 404, 'reminder', {
    en: 'The application was not found.',
    'zh-hk': '找不到此申請。',
    'zh-cn': '找不到此申请。',
  }),
  TCR_NOT_PAYABLE: def('TCR-E-0003', 409, 'reminder', {
    en: 'This application is not waiting for payment (it may have been paid already).',
    'zh-hk': '此申請並非等待付款（可能已經付款）。',
    'zh-cn': '此申请并非等待付款（可能已经付款）。',
  }),
  TCR_AUTHORISATION_CODE_INVALID: def('TCR-E-0004', 400, 'reminder', {
    en: 'Invalid authorization code.',
    'zh-hk': '授權碼無效。',
    'zh-cn': '授权码无效。',
  }),
  TCR_AUTHORISATION_CODE_EXPIRED: def('TCR-E-0005', 410, 'reminder', {
    en: 'The authorization code has expired. Please ask the driver for a new one.',
    'zh-hk': '授權碼已過期，請向司機索取新的授權碼。',
    'zh-cn': '授权码已过期，请向司机索取新的授权码。',
  }),
  TCR_NO_DRIVING_LICENCE: def('TCR-E-0006', 409, 'reminder', {
    en: 'The Transport Department holds no driving licence of yours, so there is no conviction record to apply for.',
    'zh-hk': '運輸署沒有閣下的駕駛執照紀錄，因此無法申請交通違例定罪紀錄。',
    'zh-cn': '运输署没有阁下的驾驶执照记录，因此无法申请交通违例定罪记录。',
  }),
  TCR_CERTIFICATE_NOT_READY: def('TCR-E-0008', 409, 'reminder', {
    en: 'The certificate is not issued yet.',
    'zh-hk': '證明書尚未發出。',
    'zh-cn': '证明书尚未发出。',
  }),
  TCR_APPLICATION_OPEN: def('TCR-E-0009', 409, 'reminder', {
    en: 'An application ({id}) is already in progress. Please complete or wait for it first.',
    'zh-hk': '已有一項申請（{id}）正在進行，請先完成或等候處理。',
    'zh-cn': '已有一项申请（{id}）正在进行，请先完成或等候处理。',
  }),
  TCR_PERSONAL_ROLE_ONLY: def('TCR-E-0010', 403, 'reminder', {
    en: 'Please switch to your personal role to apply for your own record.',
    'zh-hk': '請切換至個人身份以申請閣下本人的紀錄。',
    'zh-cn': '请切换至个人身份以申请阁下本人的记录。',
  }),
  TCR_COMPANY_ROLE_ONLY: def('TCR-E-0011', 403, 'reminder', {
    en: 'Please switch to your company role to apply for a driver’s record.',
    'zh-hk': '請切換至公司身份以申請司機的紀錄。',
    'zh-cn': '请切换至公司身份以申请司机的记录。',
  }),
  // One answer for a licence nobody holds and for a stranger's: it must not confirm that a licence exists.
  TCR_DRIVER_NOT_ON_STAFF: def('TCR-E-0012', 400, 'reminder', {
    en: 'A company can apply only for the record of a driver on its staff list who has an account on the portal. Please check the driving licence number.',
    'zh-hk': '公司只可為其職員名單上並已登記本平台的司機申請紀錄。請檢查駕駛執照號碼。',
    'zh-cn': '公司只可为其职员名单上并已登记本平台的司机申请记录。请检查驾驶执照号码。',
  }),
  TCR_LICENCE_DUPLICATE: def('TCR-E-0013', 409, 'reminder', {
    en: 'An application for driving licence No. {licenceNo} is already in progress. The same licence number cannot be entered again until it is completed.',
    'zh-hk': '駕駛執照號碼 {licenceNo} 的申請已在進行中。該申請完成前，不可再次輸入同一駕駛執照號碼。',
    'zh-cn': '驾驶执照号码 {licenceNo} 的申请已在进行中。该申请完成前，不可再次输入同一驾驶执照号码。',
  }),
  // A code nobody made and a mistyped one answer alike; the other refusals go only to whoever holds a real code.
  TCR_SHARE_CODE_INVALID: def('TCR-E-0014', 404, 'reminder', {
    en: 'This share code is not valid. Please check it with the person who gave it to you.',
    'zh-hk': '此分享碼無效，請向提供分享碼的人士核對。',
    'zh-cn': '此分享码无效，请向提供分享码的人士核对。',
  }),
  TCR_SHARE_CODE_USED: def('TCR-E-0015', 410, 'reminder', {
    en: 'This share code has already been used: a share code shows the certificate once. Please ask the holder for a new one.',
    'zh-hk': '此分享碼已被使用：每個分享碼只可查閱證明書一次。請向持有人索取新的分享碼。',
    'zh-cn': '此分享码已被使用：每个分享码只可查阅证明书一次。请向持有人索取新的分享码。',
  }),
  TCR_SHARE_CODE_REVOKED: def('TCR-E-0016', 410, 'reminder', {
    en: 'The holder has withdrawn this share code.',
    'zh-hk': '持有人已撤回此分享碼。',
    'zh-cn': '持有人已撤回此分享码。',
  }),
  TCR_SHARE_CODE_EXPIRED: def('TCR-E-0017', 410, 'reminder', {
    en: 'This share code has expired (a share code is valid for 21 days). Please ask the holder for a new one.',
    'zh-hk': '此分享碼已過期（分享碼有效期為 21 日）。請向持有人索取新的分享碼。',
    'zh-cn': '此分享码已过期（分享码有效期为 21 日）。请向持有人索取新的分享码。',
  }),
  TCR_SHARE_NOT_FOUND: def('TCR-E-0018', 404, 'reminder', {
    en: 'The share code was not found.',
    'zh-hk': '找不到此分享碼。',
    'zh-cn': '找不到此分享码。',
  }),
  TCR_SHARE_NOT_REVOCABLE: def('TCR-E-0019', 409, 'reminder', {
    en: 'This share code can no longer be withdrawn: it has been used, withdrawn or has expired.',
    'zh-hk': '此分享碼已被使用、撤回或已過期，無法撤回。',
    'zh-cn': '此分享码已被使用、撤回或已过期，无法撤回。',
  }),
} as const satisfies { [N in ErrorName]: ErrorDefinition & { code: (typeof ERROR_CODES)[N] } };

const ERROR_MESSAGES = Object.fromEntries(Object.entries(ERRORS).map(([name, d]) => [name, d.message]));

/** The message of an error in a language, with its `{name}` placeholders filled. */
export function errorMessage(name: ErrorName, locale: Locale, params?: MessageParams): string {
  return translate(ERROR_MESSAGES, name, locale, params);
}
