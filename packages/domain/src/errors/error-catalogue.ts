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
} as const satisfies { [N in ErrorName]: ErrorDefinition & { code: (typeof ERROR_CODES)[N] } };

const ERROR_MESSAGES = Object.fromEntries(Object.entries(ERRORS).map(([name, d]) => [name, d.message]));

/** The message of an error in a language, with its `{name}` placeholders filled. */
export function errorMessage(name: ErrorName, locale: Locale, params?: MessageParams): string {
  return translate(ERROR_MESSAGES, name, locale, params);
}
