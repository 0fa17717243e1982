import type { Localized } from '@eticket/domain/common/locale';
import type { FaqSection } from '@eticket/domain/content/content.schemas';

export interface FaqSeed {
  id: string;
  section: FaqSection;
  question: Localized;
  /** Paragraphs separated by a blank line; a paragraph whose lines start with '- ' is a bulleted list. */
  answer: Localized;
}

/**
 * The FAQ in display order; the seed numbers them 10, 20, 30… so an editor can slot one in between.
 * Position 1 must stay "How do I log in?": the login dialog links to /resources?selectedTab=faq&faqIndex=1.
 */
export const FAQS: FaqSeed[] = [
  {
    id: 'faq-what-is-e-ticket',
    section: 'general',
    question: {
      en: 'What is an electronic traffic ticket (e-ticket)?',
      'zh-hk': '甚麼是電子交通告票（電子告票）？',
      'zh-cn': '什么是电子交通告票（电子告票）？',
    },
    answer: {
      en: 'It is a fixed penalty ticket for an illegal parking contravention (notice type 525) or a moving traffic offence (notice type 570) that the Police send to you by SMS or e-mail instead of on paper. It has the same legal effect as a paper ticket and shows the notice number, the vehicle registration mark, the date, time and place of the offence, the amount and how to pay.',
      'zh-hk':
        '電子告票是警方以短訊或電郵代替紙本發出的定額罰款告票，適用於違例泊車（通知書類別525）及違例行車（通知書類別570）。它與紙本告票具同等法律效力，並列明告票號碼、車輛登記號碼、違例日期、時間及地點、罰款金額和繳款方法。',
      'zh-cn':
        '电子告票是警方以短讯或电邮代替纸本发出的定额罚款告票，适用于违例泊车（通知书类别525）及违例行车（通知书类别570）。它与纸本告票具同等法律效力，并列明告票号码、车辆登记号码、违例日期、时间及地点、罚款金额和缴款方法。',
    },
  },
  {
    id: 'faq-how-to-log-in',
    section: 'login',
    question: {
      en: 'How do I log in?',
      'zh-hk': '我應如何登入？',
      'zh-cn': '我应如何登录？',
    },
    answer: {
      en: [
        'Choose "Log in" at the top of the page. The login window has two tabs.',
        '- Holders of a Hong Kong identity card: choose the "HKID holder" tab and log in with the iAM Smart app on your phone. If you do not have iAM Smart yet, the tab links to its registration page.\n- Everyone else, for example holders of a passport or a company representative: choose the "Non-HKID holder" tab and log in with the police digital services logon.',
        'The first time you log in, the platform matches you with the records of the Transport Department through your electronic contact means and asks you to confirm with a one-time password. You do not need to log in to check and pay a single ticket.',
      ].join('\n\n'),
      'zh-hk': [
        '請按頁面頂部的「登入」。登入視窗設有兩個分頁。',
        '- 香港身份證持有人：選擇「香港身份證持有人」分頁，以手機上的「智方便」應用程式登入。如你尚未登記「智方便」，分頁內設有登記頁面的連結。\n- 其他人士，例如持護照人士或公司代表：選擇「非香港身份證持有人」分頁，以警方數碼服務登入。',
        '首次登入時，平台會透過你的電子聯絡方式核對運輸署的紀錄，並要求你以一次性密碼確認。查閱及繳付單張告票毋須登入。',
      ].join('\n\n'),
      'zh-cn': [
        '请按页面顶部的「登录」。登录窗口设有两个分页。',
        '- 香港身份证持有人：选择「香港身份证持有人」分页，以手机上的「智方便」应用程序登录。如你尚未登记「智方便」，分页内设有登记页面的链接。\n- 其他人士，例如持护照人士或公司代表：选择「非香港身份证持有人」分页，以警方数码服务登录。',
        '首次登录时，平台会透过你的电子联络方式核对运输署的记录，并要求你以一次性密码确认。查阅及缴付单张告票毋须登录。',
      ].join('\n\n'),
    },
  },
  {
    id: 'faq-without-login',
    section: 'login',
    question: {
      en: 'Can I check and pay a ticket without logging in?',
      'zh-hk': '我可以不登入而查閱及繳付告票嗎？',
      'zh-cn': '我可以不登录而查阅及缴付告票吗？',
    },
    answer: {
      en: 'Yes. Choose "Verify and pay a ticket" and enter the notice number and the vehicle registration mark shown on the ticket. Logging in adds a list of all tickets of your vehicles, payment records, messages and, for fleets, the management of agents and vehicles.',
      'zh-hk':
        '可以。請選擇「核實及繳付告票」，輸入告票上的告票號碼及車輛登記號碼。登入後你更可查看名下所有車輛的告票、繳款紀錄及訊息；車隊用戶亦可管理代理人及車輛。',
      'zh-cn':
        '可以。请选择「核实及缴付告票」，输入告票上的告票号码及车辆登记号码。登录后你更可查看名下所有车辆的告票、缴款记录及信息；车队用户亦可管理代理人及车辆。',
    },
  },
  {
    id: 'faq-how-receive',
    section: 'receiving',
    question: {
      en: 'How will I receive an e-ticket?',
      'zh-hk': '我會如何收到電子告票？',
      'zh-cn': '我会如何收到电子告票？',
    },
    answer: {
      en: 'The Police send it, normally within 12 hours of the offence, to the electronic contact means you have verified with the Transport Department: by SMS from the sender name #HKPF-eTT to a Hong Kong mobile number, or by e-mail. If you have not given a verified electronic contact means, you receive a paper ticket.',
      'zh-hk':
        '警方一般會於違例後12小時內，把告票發送至你已向運輸署核實的電子聯絡方式：以發送人名稱「#HKPF-eTT」向香港流動電話號碼發出短訊，或以電郵發出。如你未有提供已核實的電子聯絡方式，你會收到紙本告票。',
      'zh-cn':
        '警方一般会于违例后12小时内，把告票发送至你已向运输署核实的电子联络方式：以发送人名称「#HKPF-eTT」向香港流动电话号码发出短讯，或以电邮发出。如你未有提供已核实的电子联络方式，你会收到纸本告票。',
    },
  },
  {
    id: 'faq-paper-and-electronic',
    section: 'receiving',
    question: {
      en: 'I received both a paper ticket and an e-ticket. Must I pay twice?',
      'zh-hk': '我同時收到紙本告票及電子告票，須繳款兩次嗎？',
      'zh-cn': '我同时收到纸本告票及电子告票，须缴款两次吗？',
    },
    answer: {
      en: 'No. From 15 June 2025 paper and electronic tickets are issued in parallel during a transition period. Both carry the same notice number and refer to the same offence: pay only one of them.',
      'zh-hk':
        '不用。由2025年6月15日起的過渡期內，紙本及電子告票「雙軌並行」發出。兩者的告票號碼相同並屬同一宗違例，只需繳付其中一張。',
      'zh-cn':
        '不用。由2025年6月15日起的过渡期内，纸本及电子告票「双轨并行」发出。两者的告票号码相同并属同一宗违例，只需缴付其中一张。',
    },
  },
  {
    id: 'faq-update-contact',
    section: 'receiving',
    question: {
      en: 'How do I register or change my electronic contact means?',
      'zh-hk': '我應如何登記或更改電子聯絡方式？',
      'zh-cn': '我应如何登记或更改电子联络方式？',
    },
    answer: {
      en: 'Electronic contact means are held by the Transport Department, not by this platform. Register or update them with the Transport Department. Vehicle owners and driving licence holders must report a change within 72 hours, so that tickets reach them.',
      'zh-hk':
        '電子聯絡方式由運輸署而非本平台保存，請向運輸署登記或更新。車主及駕駛執照持有人須於更改後72小時內通知運輸署，以確保能收到告票。',
      'zh-cn':
        '电子联络方式由运输署而非本平台保存，请向运输署登记或更新。车主及驾驶执照持有人须于更改后72小时内通知运输署，以确保能收到告票。',
    },
  },
  {
    id: 'faq-how-to-pay',
    section: 'payment',
    question: {
      en: 'How can I pay a ticket?',
      'zh-hk': '我可以如何繳付告票？',
      'zh-cn': '我可以如何缴付告票？',
    },
    answer: {
      en: [
        'Online on this platform, with FPS, VISA, Mastercard, UnionPay, JCB, Apple Pay, Google Pay or PPS.',
        'Or through the traditional channels: ATM or online banking bill payment, PPS by phone, a crossed cheque by post, or in person at a post-office counter.',
      ].join('\n\n'),
      'zh-hk': [
        '可在本平台以轉數快、VISA、萬事達卡、銀聯、JCB、Apple Pay、Google Pay 或繳費靈網上繳款。',
        '亦可透過傳統渠道：自動櫃員機或網上銀行繳費、繳費靈電話繳費、郵寄劃線支票，或親臨郵政局櫃位。',
      ].join('\n\n'),
      'zh-cn': [
        '可在本平台以转数快、VISA、万事达卡、银联、JCB、Apple Pay、Google Pay 或缴费灵网上缴款。',
        '亦可透过传统渠道：自动柜员机或网上银行缴费、缴费灵电话缴费、邮寄划线支票，或亲临邮政局柜位。',
      ].join('\n\n'),
    },
  },
  {
    id: 'faq-deadline',
    section: 'payment',
    question: {
      en: 'How long do I have to pay, and what happens if I pay late?',
      'zh-hk': '繳款期限是多久？逾期繳款會怎樣？',
      'zh-cn': '缴款期限是多久？逾期缴款会怎样？',
    },
    answer: {
      en: 'Pay within 21 days of the date of issue. After that a demand notice is sent. If the penalty is still not paid and liability is not disputed, the court may order you to pay the fixed penalty plus an additional penalty of the same amount, and costs. The amount is the one in force on the date of the offence.',
      'zh-hk':
        '請於發出日期起計21天內繳款。逾期後警方會發出催繳通知書。如仍未繳款亦未就法律責任提出爭議，法庭可頒令你繳付定額罰款另加相同金額的附加罰款及訟費。罰款金額以違例當日生效的金額為準。',
      'zh-cn':
        '请于发出日期起计21天内缴款。逾期后警方会发出催缴通知书。如仍未缴款亦未就法律责任提出争议，法庭可颁令你缴付定额罚款另加相同金额的附加罚款及讼费。罚款金额以违例当日生效的金额为准。',
    },
  },
  {
    id: 'faq-dispute-photos',
    section: 'records',
    question: {
      en: 'Can I dispute a ticket or see the photos of a parking contravention?',
      'zh-hk': '我可以就告票提出爭議或查看違例泊車的相片嗎？',
      'zh-cn': '我可以就告票提出争议或查看违例泊车的相片吗？',
    },
    answer: {
      en: 'Yes, after logging in. You can apply to view the photos taken by the officer of an illegal parking contravention. You can dispute liability for a ticket once, with up to 3 supporting files of up to 10 MB each, and sign the dispute with iAM Smart+. You can also still dispute in writing as explained on the ticket.',
      'zh-hk':
        '可以，請先登入。你可申請查看執法人員就違例泊車拍攝的相片。每張告票可提出一次法律責任爭議，附上最多3個證明文件（每個不超過10MB），並以「智方便+」簽署。你亦可按告票上的說明以書面提出爭議。',
      'zh-cn':
        '可以，请先登录。你可申请查看执法人员就违例泊车拍摄的相片。每张告票可提出一次法律责任争议，附上最多3个证明文件（每个不超过10MB），并以「智方便+」签署。你亦可按告票上的说明以书面提出争议。',
    },
  },
  {
    id: 'faq-demerit-points',
    section: 'records',
    question: {
      en: 'What are driving-offence points?',
      'zh-hk': '甚麼是駕駛違例記分？',
      'zh-cn': '什么是驾驶违例记分？',
    },
    answer: {
      en: [
        'Some moving offences carry 3, 5 or 10 driving-offence points, recorded by the Transport Department when the penalty is paid or the offence is proved. Within any two years:',
        '- 8 points: you receive a warning letter;\n- 10 points: you must complete a driving improvement course within 3 months;\n- 15 points: you may be disqualified from driving, for 3 months the first time and 6 months after that.',
        'Completing a driving improvement course voluntarily deducts 3 points, unless you already have 15. Logged-in users can see their points under "My account".',
      ].join('\n\n'),
      'zh-hk': [
        '部分違例行車罪行須記3、5或10分，於繳付罰款或罪行成立後由運輸署記錄。在任何兩年內：',
        '- 累積8分：會收到警告信；\n- 累積10分：須於3個月內修讀駕駛改進課程；\n- 累積15分：可被取消駕駛資格，首次3個月，其後6個月。',
        '自願修讀駕駛改進課程可扣減3分，但已累積15分者除外。登入用戶可於「我的帳戶」查看記分。',
      ].join('\n\n'),
      'zh-cn': [
        '部分违例行车罪行须记3、5或10分，于缴付罚款或罪行成立后由运输署记录。在任何两年内：',
        '- 累积8分：会收到警告信；\n- 累积10分：须于3个月内修读驾驶改进课程；\n- 累积15分：可被取消驾驶资格，首次3个月，其后6个月。',
        '自愿修读驾驶改进课程可扣减3分，但已累积15分者除外。登录用户可于「我的账户」查看记分。',
      ].join('\n\n'),
    },
  },
  {
    id: 'faq-genuine-or-scam',
    section: 'security',
    question: {
      en: 'How can I tell a genuine e-ticket from a scam?',
      'zh-hk': '如何分辨真正的電子告票與詐騙訊息？',
      'zh-cn': '如何分辨真正的电子告票与诈骗信息？',
    },
    answer: {
      en: [
        'Check three things:',
        '- the SMS comes from the registered sender name #HKPF-eTT (registered sender names start with #);\n- the message contains no hyperlink;\n- the website you use ends in .gov.hk.',
        'If any of these is not true, do not reply, click or pay. Call the Anti-Scam Consultation Hotline 18222. For questions about the platform, call 181 181.',
      ].join('\n\n'),
      'zh-hk': [
        '請核對三點：',
        '- 短訊由已登記的發送人名稱「#HKPF-eTT」發出（已登記的發送人名稱均以「#」開首）；\n- 訊息不含任何超連結；\n- 你使用的網站域名以「.gov.hk」結尾。',
        '如有任何一點不符，切勿回覆、點擊或繳款，並致電「防騙易」諮詢熱線18222。如對平台有查詢，請致電181 181。',
      ].join('\n\n'),
      'zh-cn': [
        '请核对三点：',
        '- 短讯由已登记的发送人名称「#HKPF-eTT」发出（已登记的发送人名称均以「#」开首）；\n- 信息不含任何超链接；\n- 你使用的网站域名以「.gov.hk」结尾。',
        '如有任何一点不符，切勿回复、点击或缴款，并致电「防骗易」咨询热线18222。如对平台有查询，请致电181 181。',
      ].join('\n\n'),
    },
  },
];
