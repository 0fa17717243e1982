import type { Localized } from '../common/locale.ts';

/**
 * Texts for the keys that validators in this package return, plus the generic ones of spec section 5.
 * Both server and web resolve keys from here so a message reads the same wherever it is raised. English
 * quoted by the spec is kept word for word; the Chinese follows Hong Kong government usage
 * (車輛登記號碼, 通知書號碼, 駕駛執照), with the Simplified text written in the same terms.
 */
export const VALIDATION_MESSAGES: Record<string, Localized> = {
  'validation.required': {
    en: '{field} is required',
    'zh-hk': '{field}為必填項目',
    'zh-cn': '{field}为必填项',
  },
  'validation.format': {
    en: 'Please input the correct {field}',
    'zh-hk': '請輸入正確的{field}',
    'zh-cn': '请输入正确的{field}',
  },
  'validation.vehicleNo.required': {
    en: 'Vehicle No. is required',
    'zh-hk': '請輸入車輛登記號碼',
    'zh-cn': '请输入车辆登记号码',
  },
  // The spec's "Vehicle No. can not enter 'IOQ'" is what this key means; the text names the letter typed.
  'validation.vehicleNo.ioq': {
    en: "Vehicle No. cannot contain the letter '{letter}': registration marks never use I, O or Q",
    'zh-hk': '車輛登記號碼不可包含字母「{letter}」：登記號碼不會使用 I、O 或 Q',
    'zh-cn': '车辆登记号码不可包含字母“{letter}”：登记号码不会使用 I、O 或 Q',
  },
  'validation.vehicleNo.incorrect': {
    en: 'Please enter the correct Vehicle No.',
    'zh-hk': '請輸入正確的車輛登記號碼',
    'zh-cn': '请输入正确的车辆登记号码',
  },
  'validation.noticeNo.required': {
    en: 'Notice No. is required',
    'zh-hk': '請輸入通知書號碼',
    'zh-cn': '请输入通知书号码',
  },
  'validation.noticeNo.incorrect': {
    en: 'The Notice No. you have entered is incorrect, please check and re-enter.',
    'zh-hk': '你輸入的通知書號碼不正確，請檢查後重新輸入。',
    'zh-cn': '您输入的通知书号码不正确，请检查后重新输入。',
  },
  'validation.email.format': {
    en: 'The email address format is incorrect',
    'zh-hk': '電郵地址格式不正確',
    'zh-cn': '电子邮件地址格式不正确',
  },
  'validation.phone.format': {
    en: 'Please enter an 8-digit Hong Kong mobile number',
    'zh-hk': '請輸入 8 位數字的香港手提電話號碼',
    'zh-cn': '请输入 8 位数字的香港手机号码',
  },
  'validation.otp.required': {
    en: 'OTP is required',
    'zh-hk': '請輸入一次性密碼',
    'zh-cn': '请输入一次性密码',
  },
  'validation.licenceNo.incorrect': {
    en: 'The Licence No. number is incorrect',
    'zh-hk': '駕駛執照號碼不正確',
    'zh-cn': '驾驶执照号码不正确',
  },
  'validation.dateOfBirth.invalid': {
    en: 'Invalid date of birth',
    'zh-hk': '出生日期無效',
    'zh-cn': '出生日期无效',
  },
  'validation.licenceExpiryDate.invalid': {
    en: 'Invalid licence expiry date',
    'zh-hk': '駕駛執照屆滿日期無效',
    'zh-cn': '驾驶执照届满日期无效',
  },
  'validation.authorizationCode.invalid': {
    en: 'Invalid authorization code',
    'zh-hk': '授權碼無效',
    'zh-cn': '授权码无效',
  },
  'validation.shareCode.format': {
    en: 'A share code has 16 letters and digits, in four groups of four',
    'zh-hk': '分享碼由 16 個英文字母及數字組成，分為四組，每組四個',
    'zh-cn': '分享码由 16 个英文字母及数字组成，分为四组，每组四个',
  },
  'validation.captcha.required': {
    en: 'Captcha is required',
    'zh-hk': '請輸入驗證碼',
    'zh-cn': '请输入验证码',
  },
  'validation.captcha.incorrect': {
    en: 'Captcha error, please try again',
    'zh-hk': '驗證碼錯誤，請重新輸入',
    'zh-cn': '验证码错误，请重新输入',
  },
  'validation.date.format': {
    en: 'Please enter a valid date (YYYY-MM-DD)',
    'zh-hk': '請輸入有效日期（YYYY-MM-DD）',
    'zh-cn': '请输入有效日期（YYYY-MM-DD）',
  },
  'validation.date.future': {
    en: 'The date cannot be in the future',
    'zh-hk': '日期不可遲於今天',
    'zh-cn': '日期不可迟于今天',
  },
  'validation.time.format': {
    en: 'Please enter a valid time (HH:mm)',
    'zh-hk': '請輸入有效時間（HH:mm）',
    'zh-cn': '请输入有效时间（HH:mm）',
  },
  'validation.offenceCode.format': {
    en: 'Please enter a valid offence code',
    'zh-hk': '請輸入有效的違例代碼',
    'zh-cn': '请输入有效的违例代码',
  },
  'validation.officerNo.format': {
    en: 'Please enter a valid officer number',
    'zh-hk': '請輸入有效的警員編號',
    'zh-cn': '请输入有效的警员编号',
  },
  'validation.idNoPrefix.format': {
    en: 'Please enter the first 5 letters or digits of the identity document number',
    'zh-hk': '請輸入身份證明文件號碼的首 5 個字母或數字',
    'zh-cn': '请输入身份证明文件号码的首 5 个字母或数字',
  },
  'validation.idempotencyKey.format': {
    en: 'Please input the correct request key',
    'zh-hk': '請輸入正確的請求識別碼',
    'zh-cn': '请输入正确的请求识别码',
  },
  'validation.reminderDays': {
    en: 'The reminder can be sent 1, 2, 3, 5 or 7 days before the payment deadline',
    'zh-hk': '提示可於繳款限期前 1、2、3、5 或 7 日發出',
    'zh-cn': '提示可于缴款限期前 1、2、3、5 或 7 日发出',
  },
  'validation.duplicate': {
    en: 'The same item appears more than once',
    'zh-hk': '同一項目出現多於一次',
    'zh-cn': '同一项目出现多于一次',
  },
  'validation.pageSize': {
    en: 'Page size must be 10, 20, 30, 40, 50 or 100',
    'zh-hk': '每頁筆數必須為 10、20、30、40、50 或 100',
    'zh-cn': '每页笔数必须为 10、20、30、40、50 或 100',
  },
  'validation.months': {
    en: 'The period must be 1, 2, 3 or 6 months',
    'zh-hk': '期間必須為 1、2、3 或 6 個月',
    'zh-cn': '期间必须为 1、2、3 或 6 个月',
  },
  'validation.dateRange.order': {
    en: 'The end date cannot be before the start date',
    'zh-hk': '結束日期不可早於開始日期',
    'zh-cn': '结束日期不可早于开始日期',
  },
  'validation.character.notAllowed': {
    en: 'This field contains a character that is not allowed',
    'zh-hk': '此欄位包含不允許的字元',
    'zh-cn': '此字段包含不允许的字符',
  },
  'validation.confirmContact.format': {
    en: 'Please enter an e-mail address or a Hong Kong mobile number.',
    'zh-hk': '請輸入電郵地址或香港流動電話號碼。',
    'zh-cn': '请输入电子邮件地址或香港手机号码。',
  },
  'validation.reference.format': {
    en: 'The reference is not in the right form.',
    'zh-hk': '參考編號格式不正確。',
    'zh-cn': '参考编号格式不正确。',
  },
  'validation.statement.short': {
    en: 'Please explain in at least 10 characters.',
    'zh-hk': '請以最少 10 個字元說明。',
    'zh-cn': '请以最少 10 个字符说明。',
  },
  'validation.declaration.required': {
    en: 'Please confirm the declaration.',
    'zh-hk': '請確認聲明。',
    'zh-cn': '请确认声明。',
  },
  'common.mr': { en: 'Mr.', 'zh-hk': '先生', 'zh-cn': '先生' },
  'common.ms': { en: 'Ms.', 'zh-hk': '女士', 'zh-cn': '女士' },
  'validation.vehicleNos.max': {
    en: 'At most {maximum} vehicles can be named in one request',
    'zh-hk': '每次最多可填寫 {maximum} 輛車輛',
    'zh-cn': '每次最多可填写 {maximum} 辆车辆',
  },
};
