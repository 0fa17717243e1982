import type { Localized } from '@eticket/domain/common/locale';
import type { NewsCategory } from '@eticket/domain/content/content.schemas';

export interface NewsSeed {
  id: string;
  publishedAt: string;
  category: NewsCategory;
  title: Localized;
  summary: Localized;
  /** Paragraphs separated by a blank line; a paragraph whose lines start with '- ' is a bulleted list. */
  body: Localized;
}

/** Public news, written from the force's announcements (see spec/hk-facts.md). */
export const NEWS: NewsSeed[] = [
  {
    id: 'news-2025-06-15-launch',
    publishedAt: '2025-06-15T10:00:00+08:00',
    category: 'announcement',
    title: {
      en: 'The eTraffic Ticket Platform is launched',
      'zh-hk': '「電子交通告票平台」正式推出',
      'zh-cn': '「电子交通告票平台」正式推出',
    },
    summary: {
      en: 'From 15 June 2025 the Police issue fixed penalty tickets for illegal parking and moving offences electronically, by SMS or e-mail.',
      'zh-hk': '由2025年6月15日起，警方以短訊或電郵發出違例泊車及違例行車的定額罰款告票。',
      'zh-cn': '由2025年6月15日起，警方以短讯或电邮发出违例泊车及违例行车的定额罚款告票。',
    },
    body: {
      en: [
        'From 15 June 2025 the Hong Kong Police Force issues fixed penalty tickets for illegal parking and moving traffic offences electronically. The eTraffic Ticket Platform, a website and a mobile app, lets vehicle owners and drivers check their e-tickets and pay them online at any time.',
        'An e-ticket is sent to the electronic contact means that you have verified with the Transport Department:',
        '- by SMS from the sender name #HKPF-eTT, if you gave a Hong Kong mobile number;\n- by e-mail, if you gave an e-mail address.',
        'If you have not given a verified electronic contact means, you will keep receiving paper tickets.',
        'During the transition, paper and electronic tickets are issued in parallel, so you may receive both for the same offence. You only need to pay one of them.',
        'On the platform you can check a ticket with its notice number and vehicle registration mark, and pay with the Faster Payment System (FPS), credit cards or Apple Pay. The usual channels such as ATMs, PPS, post and post-office counters remain available.',
      ].join('\n\n'),
      'zh-hk': [
        '由2025年6月15日起，香港警務處以電子方式發出違例泊車及違例行車的定額罰款告票。「電子交通告票平台」設有網站及流動應用程式，車主及司機可隨時查閱電子告票並於網上繳款。',
        '電子告票會發送至你已向運輸署核實的電子聯絡方式：',
        '- 如你提供了香港流動電話號碼，告票會以短訊由發送人名稱「#HKPF-eTT」發出；\n- 如你提供了電郵地址，告票會以電郵發出。',
        '如你未有提供已核實的電子聯絡方式，你會繼續收到紙本告票。',
        '過渡期間紙本及電子告票「雙軌並行」，同一宗違例你可能會收到兩張告票，只需繳付其中一張。',
        '你可在平台以告票號碼及車輛登記號碼查閱告票，並以轉數快、信用卡或 Apple Pay 繳款。自動櫃員機、繳費靈、郵寄及郵政局櫃位等原有渠道仍可使用。',
      ].join('\n\n'),
      'zh-cn': [
        '由2025年6月15日起，香港警务处以电子方式发出违例泊车及违例行车的定额罚款告票。「电子交通告票平台」设有网站及流动应用程序，车主及司机可随时查阅电子告票并于网上缴款。',
        '电子告票会发送至你已向运输署核实的电子联络方式：',
        '- 如你提供了香港流动电话号码，告票会以短讯由发送人名称「#HKPF-eTT」发出；\n- 如你提供了电邮地址，告票会以电邮发出。',
        '如你未有提供已核实的电子联络方式，你会继续收到纸本告票。',
        '过渡期间纸本及电子告票「双轨并行」，同一宗违例你可能会收到两张告票，只需缴付其中一张。',
        '你可在平台以告票号码及车辆登记号码查阅告票，并以转数快、信用卡或 Apple Pay 缴款。自动柜员机、缴费灵、邮寄及邮政局柜位等原有渠道仍可使用。',
      ].join('\n\n'),
    },
  },
  {
    id: 'news-2025-06-20-how-to-pay',
    publishedAt: '2025-06-20T10:00:00+08:00',
    category: 'guide',
    title: {
      en: 'How to pay a fixed penalty ticket',
      'zh-hk': '如何繳付定額罰款告票',
      'zh-cn': '如何缴付定额罚款告票',
    },
    summary: {
      en: 'Pay online on the platform, or through the traditional channels, within 21 days of the ticket being issued.',
      'zh-hk': '請於告票發出後21天內，在平台網上繳款或透過傳統渠道繳款。',
      'zh-cn': '请于告票发出后21天内，在平台网上缴款或透过传统渠道缴款。',
    },
    body: {
      en: [
        'A fixed penalty must be paid within 21 days of the date the ticket is issued. You can pay an e-ticket or a paper ticket in any of the following ways.',
        'Online, on the eTraffic Ticket Platform: choose "Verify and pay a ticket", enter the notice number and the vehicle registration mark, check the details and pay with FPS, a credit card (VISA, Mastercard, UnionPay or JCB), Apple Pay or Google Pay. You do not need to log in to pay a single ticket.',
        'Other channels:',
        '- ATM or online banking, using the bill payment service;\n- PPS, by phone or on the internet;\n- by post, with a crossed cheque payable to "The Government of the Hong Kong Special Administrative Region";\n- in person at any post-office counter.',
        'Keep the payment reference or receipt. If a ticket is not paid or disputed in time, a demand notice follows, and the court may then order you to pay the penalty plus an additional amount equal to it, together with costs.',
      ].join('\n\n'),
      'zh-hk': [
        '定額罰款須於告票發出日期起計21天內繳付。電子告票及紙本告票均可透過以下方式繳款。',
        '於「電子交通告票平台」網上繳款：選擇「核實及繳付告票」，輸入告票號碼及車輛登記號碼，核對資料後以轉數快、信用卡（VISA、萬事達卡、銀聯或 JCB）、Apple Pay 或 Google Pay 繳款。繳付單張告票毋須登入。',
        '其他渠道：',
        '- 自動櫃員機或網上銀行的繳費服務；\n- 繳費靈（電話或互聯網）；\n- 郵寄劃線支票，抬頭寫「香港特別行政區政府」；\n- 親臨任何郵政局櫃位。',
        '請保留繳款編號或收據。如未有在限期內繳款或提出爭議，警方會發出催繳通知書，其後法庭可頒令你繳付罰款另加相同金額的附加罰款及訟費。',
      ].join('\n\n'),
      'zh-cn': [
        '定额罚款须于告票发出日期起计21天内缴付。电子告票及纸本告票均可透过以下方式缴款。',
        '于「电子交通告票平台」网上缴款：选择「核实及缴付告票」，输入告票号码及车辆登记号码，核对资料后以转数快、信用卡（VISA、万事达卡、银联或 JCB）、Apple Pay 或 Google Pay 缴款。缴付单张告票毋须登录。',
        '其他渠道：',
        '- 自动柜员机或网上银行的缴费服务；\n- 缴费灵（电话或互联网）；\n- 邮寄划线支票，抬头写「香港特别行政区政府」；\n- 亲临任何邮政局柜位。',
        '请保留缴款编号或收据。如未有在限期内缴款或提出争议，警方会发出催缴通知书，其后法庭可颁令你缴付罚款另加相同金额的附加罚款及讼费。',
      ].join('\n\n'),
    },
  },
  {
    id: 'news-2025-08-05-scam-sms',
    publishedAt: '2025-08-05T09:00:00+08:00',
    category: 'security',
    title: {
      en: 'Beware of fake e-ticket messages and look-alike websites',
      'zh-hk': '慎防偽冒電子告票訊息及仿冒網站',
      'zh-cn': '慎防伪冒电子告票信息及仿冒网站',
    },
    summary: {
      en: 'Fraudsters send fake traffic-ticket SMS with links to look-alike websites. Genuine e-tickets never contain a link.',
      'zh-hk': '騙徒發送附有連結的偽冒交通告票短訊，引導市民進入仿冒網站。真正的電子告票從不附有連結。',
      'zh-cn': '骗徒发送附有链接的伪冒交通告票短讯，引导市民进入仿冒网站。真正的电子告票从不附有链接。',
    },
    body: {
      en: [
        'The Police have received reports of SMS and e-mails that pretend to be traffic tickets. They urge the recipient to pay at once and carry a link to a website that imitates the eTraffic Ticket Platform, in order to steal credit card details and personal data.',
        'Remember three facts:',
        "- SMS tickets are sent only under the registered sender name #HKPF-eTT. A message from any other sender is fake.\n- Genuine SMS and e-mail tickets never contain a hyperlink. Do not click links in a message about a traffic ticket.\n- The platform's official website ends in .gov.hk. A website with any other ending is not a government website.",
        "To check a ticket, type the platform's address yourself or use the official mobile app, then enter the notice number and vehicle registration mark.",
        'If you are in doubt, call the Anti-Scam Consultation Hotline 18222. If you have given your card details to a suspicious website, contact your bank immediately and report to the Police.',
      ].join('\n\n'),
      'zh-hk': [
        '警方接獲舉報，有人發出偽裝成交通告票的短訊及電郵，催促收件人立即繳款，並附上模仿「電子交通告票平台」的網站連結，企圖騙取信用卡資料及個人資料。',
        '請緊記三點：',
        '- 告票短訊只會由已登記的發送人名稱「#HKPF-eTT」發出，其他發送人的訊息均屬偽冒。\n- 真正的短訊及電郵告票從不附有任何超連結，切勿點擊有關交通告票訊息內的連結。\n- 平台的官方網站域名以「.gov.hk」結尾，其他結尾的網站均不是政府網站。',
        '查閱告票時，請自行輸入平台網址或使用官方流動應用程式，再輸入告票號碼及車輛登記號碼。',
        '如有懷疑，請致電「防騙易」諮詢熱線18222。如已在可疑網站輸入信用卡資料，請立即聯絡你的銀行並向警方報案。',
      ].join('\n\n'),
      'zh-cn': [
        '警方接获举报，有人发出伪装成交通告票的短讯及电邮，催促收件人立即缴款，并附上模仿「电子交通告票平台」的网站链接，企图骗取信用卡资料及个人资料。',
        '请紧记三点：',
        '- 告票短讯只会由已登记的发送人名称「#HKPF-eTT」发出，其他发送人的信息均属伪冒。\n- 真正的短讯及电邮告票从不附有任何超链接，切勿点击有关交通告票信息内的链接。\n- 平台的官方网站域名以「.gov.hk」结尾，其他结尾的网站均不是政府网站。',
        '查阅告票时，请自行输入平台网址或使用官方流动应用程序，再输入告票号码及车辆登记号码。',
        '如有怀疑，请致电「防骗易」咨询热线18222。如已在可疑网站输入信用卡资料，请立即联络你的银行并向警方报案。',
      ].join('\n\n'),
    },
  },
  {
    id: 'news-2025-12-01-penalties-2026',
    publishedAt: '2025-12-01T10:00:00+08:00',
    category: 'penalty',
    title: {
      en: 'New fixed penalty amounts from 1 January 2026',
      'zh-hk': '2026年1月1日起實施新定額罰款金額',
      'zh-cn': '2026年1月1日起实施新定额罚款金额',
    },
    summary: {
      en: 'The fixed penalty for illegal parking rises from $320 to $400, and nineteen moving offences rise by 50 per cent.',
      'zh-hk': '違例泊車定額罰款由320元增至400元，十九項違例行車罪行的罰款增加百分之五十。',
      'zh-cn': '违例泊车定额罚款由320元增至400元，十九项违例行车罪行的罚款增加百分之五十。',
    },
    body: {
      en: [
        'New fixed penalty amounts take effect on 1 January 2026. The amount you pay depends on the date of the offence, not the date you pay: an offence committed on or before 31 December 2025 is charged at the old amount.',
        'Illegal parking (all contraventions under the Fixed Penalty (Traffic Contraventions) Ordinance, Cap. 237): $320 becomes $400.',
        'Nineteen moving offences rise by 50 per cent, for example:',
        '- speeding by not more than 15 km/h: $320 becomes $480;\n- speeding by more than 15 km/h: $450 becomes $675;\n- speeding by more than 30 km/h: $600 becomes $900;\n- speeding by more than 45 km/h: $1,000 becomes $1,500;\n- failing to obey traffic lights: $600 becomes $900;\n- entering a yellow box junction unlawfully: $400 becomes $600;\n- picking up or setting down in a restricted zone: $560 becomes $840;\n- using a mobile phone while driving: $450 becomes $675.',
        'Driving-offence points are not changed. The full list of offences with their current amounts is on the "Ticket information" page.',
      ].join('\n\n'),
      'zh-hk': [
        '新定額罰款金額於2026年1月1日生效。應繳金額按違例日期計算，而非繳款日期：於2025年12月31日或之前干犯的違例，仍按舊金額收費。',
        '違例泊車（《定額罰款(交通違例事項)條例》（第237章）下所有違例事項）：由320元增至400元。',
        '十九項違例行車罪行的罰款增加百分之五十，例如：',
        '- 超速不多於每小時15公里：由320元增至480元；\n- 超速多於每小時15公里：由450元增至675元；\n- 超速多於每小時30公里：由600元增至900元；\n- 超速多於每小時45公里：由1,000元增至1,500元；\n- 不遵守交通燈號：由600元增至900元；\n- 非法駛入黃色方格路口：由400元增至600元；\n- 在禁區上落客貨：由560元增至840元；\n- 駕駛時使用流動電話：由450元增至675元。',
        '駕駛違例記分維持不變。所有違例事項及現行罰款金額載於「告票資訊」頁面。',
      ].join('\n\n'),
      'zh-cn': [
        '新定额罚款金额于2026年1月1日生效。应缴金额按违例日期计算，而非缴款日期：于2025年12月31日或之前干犯的违例，仍按旧金额收费。',
        '违例泊车（《定额罚款(交通违例事项)条例》（第237章）下所有违例事项）：由320元增至400元。',
        '十九项违例行车罪行的罚款增加百分之五十，例如：',
        '- 超速不多于每小时15公里：由320元增至480元；\n- 超速多于每小时15公里：由450元增至675元；\n- 超速多于每小时30公里：由600元增至900元；\n- 超速多于每小时45公里：由1,000元增至1,500元；\n- 不遵守交通灯号：由600元增至900元；\n- 非法驶入黄色方格路口：由400元增至600元；\n- 在禁区上落客货：由560元增至840元；\n- 驾驶时使用流动电话：由450元增至675元。',
        '驾驶违例记分维持不变。所有违例事项及现行罚款金额载于「告票资讯」页面。',
      ].join('\n\n'),
    },
  },
  {
    id: 'news-2026-06-15-second-phase',
    publishedAt: '2026-06-15T10:00:00+08:00',
    category: 'service',
    title: {
      en: 'Second phase: agents, company accounts, vehicle QR codes, photos and online disputes',
      'zh-hk': '第二階段：代理人、公司帳戶、車輛二維碼、相片及網上爭議',
      'zh-cn': '第二阶段：代理人、公司账户、车辆二维码、相片及网上争议',
    },
    summary: {
      en: 'From 15 June 2026 fleet operators can appoint agents and staff, drivers can log driving periods with a vehicle QR code, and anyone can view parking photos and dispute a ticket online.',
      'zh-hk':
        '由2026年6月15日起，車隊營運者可委任代理人及員工，司機可掃描車輛二維碼記錄駕駛時段，市民亦可網上查看違例泊車相片及就告票提出爭議。',
      'zh-cn':
        '由2026年6月15日起，车队营运者可委任代理人及员工，司机可扫描车辆二维码记录驾驶时段，市民亦可网上查看违例泊车相片及就告票提出争议。',
    },
    body: {
      en: [
        'The second phase of the eTraffic Ticket Platform went live on 15 June 2026 with these new services.',
        "- Agents, agency companies and designated staff: a registered owner or a company account can authorise representatives to follow and handle the parking tickets of chosen vehicles.\n- Vehicle QR codes: fleet operators and owners can generate a QR code for each vehicle. A driver on duty scans it with the platform's app to log the driving period, and is told at once if a parking ticket is issued to the vehicle during that period.\n- Viewing photos: you can apply on the platform to view the photos the officer took of an illegal parking contravention.\n- Online disputes: you can dispute liability for a ticket on the platform, attach up to 3 supporting files of up to 10 MB each, and sign the dispute with iAM Smart+.",
        "Company accounts are activated with a one-time password sent to the company's electronic contact means registered with the Transport Department. Personal users log in with iAM Smart; users without a Hong Kong identity card use the police digital services logon.",
      ].join('\n\n'),
      'zh-hk': [
        '「電子交通告票平台」第二階段已於2026年6月15日推出，新增以下服務。',
        '- 代理人、代理公司及指定員工：登記車主或公司帳戶可授權代表跟進及處理指定車輛的泊車告票。\n- 車輛二維碼：車隊營運者及車主可為每部車輛產生二維碼。當值司機以平台應用程式掃描後即可記錄駕駛時段，如車輛在該時段內被發出泊車告票，司機會即時收到通知。\n- 查看相片：你可在平台申請查看執法人員就違例泊車所拍攝的相片。\n- 網上爭議：你可在平台就告票的法律責任提出爭議，附上最多3個證明文件（每個不超過10MB），並以「智方便+」簽署。',
        '公司帳戶以一次性密碼啟用，密碼會發送至公司向運輸署登記的電子聯絡方式。個人用戶以「智方便」登入；沒有香港身份證的用戶可使用警方數碼服務登入。',
      ].join('\n\n'),
      'zh-cn': [
        '「电子交通告票平台」第二阶段已于2026年6月15日推出，新增以下服务。',
        '- 代理人、代理公司及指定员工：登记车主或公司账户可授权代表跟进及处理指定车辆的泊车告票。\n- 车辆二维码：车队营运者及车主可为每部车辆产生二维码。当值司机以平台应用程序扫描后即可记录驾驶时段，如车辆在该时段内被发出泊车告票，司机会即时收到通知。\n- 查看相片：你可在平台申请查看执法人员就违例泊车所拍摄的相片。\n- 网上争议：你可在平台就告票的法律责任提出争议，附上最多3个证明文件（每个不超过10MB），并以「智方便+」签署。',
        '公司账户以一次性密码启用，密码会发送至公司向运输署登记的电子联络方式。个人用户以「智方便」登录；没有香港身份证的用户可使用警方数码服务登录。',
      ].join('\n\n'),
    },
  },
  {
    id: 'news-2026-11-16-maintenance',
    publishedAt: '2026-11-16T09:00:00+08:00',
    category: 'maintenance',
    title: {
      en: 'Scheduled system maintenance on 6 December 2026',
      'zh-hk': '2026年12月6日系統維護',
      'zh-cn': '2026年12月6日系统维护',
    },
    summary: {
      en: 'The platform will be unavailable on Sunday 6 December 2026 from 2:00 am to 6:00 am.',
      'zh-hk': '平台將於2026年12月6日（星期日）上午2時至6時暫停服務。',
      'zh-cn': '平台将于2026年12月6日（星期日）上午2时至6时暂停服务。',
    },
    body: {
      en: [
        'To improve the service, the eTraffic Ticket Platform website and mobile app will be unavailable on Sunday 6 December 2026 from 2:00 am to 6:00 am.',
        'During this time you cannot check or pay tickets online. You can still pay at ATMs, by PPS or by post. SMS and e-mail tickets will continue to be sent; those issued during the maintenance can be checked once the service resumes.',
        'A ticket whose 21-day payment period ends on 6 December 2026 can be paid later that day after the service resumes, or through the other channels.',
        'We apologise for any inconvenience.',
      ].join('\n\n'),
      'zh-hk': [
        '為提升服務，「電子交通告票平台」網站及流動應用程式將於2026年12月6日（星期日）上午2時至6時暫停服務。',
        '期間你將無法於網上查閱或繳付告票，但仍可透過自動櫃員機、繳費靈或郵寄方式繳款。短訊及電郵告票會照常發出，維護期間發出的告票可於服務恢復後查閱。',
        '如告票的21天繳款期於2026年12月6日屆滿，你可於當日服務恢復後或透過其他渠道繳款。',
        '不便之處，敬請原諒。',
      ].join('\n\n'),
      'zh-cn': [
        '为提升服务，「电子交通告票平台」网站及流动应用程序将于2026年12月6日（星期日）上午2时至6时暂停服务。',
        '期间你将无法于网上查阅或缴付告票，但仍可透过自动柜员机、缴费灵或邮寄方式缴款。短讯及电邮告票会照常发出，维护期间发出的告票可于服务恢复后查阅。',
        '如告票的21天缴款期于2026年12月6日届满，你可于当日服务恢复后或透过其他渠道缴款。',
        '不便之处，敬请原谅。',
      ].join('\n\n'),
    },
  },
];
