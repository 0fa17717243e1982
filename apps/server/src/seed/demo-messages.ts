import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES, type Locale } from '@eticket/domain/common/locale';
import type { MessageCategory } from '@eticket/domain/messages/message.schemas';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { agentRoles } from '../modules/agents/agents.table.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { calendarFilesOf } from '../modules/messages/calendar.ts';
import { noticeText } from '../modules/messages/message-texts.ts';
import {
  messageFiles,
  messageLanguages,
  messageSettings,
  messages,
} from '../modules/messages/messages.table.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';
import { DEMO_PERSONS, DEMO_VEHICLES } from './demo-data.ts';

type Box = { userId: string; agentId: number; language: Locale };

/** Each demo user reads messages in another language, so the box shows all three. */
const LANGUAGE_OF: Record<string, Locale> = {
  owner: 'en',
  driver: 'zh-cn',
  ownerDriver: 'zh-hk',
  agent: 'zh-hk',
  companyAdmin: 'zh-cn',
  companyStaff: 'en',
};

const TIPS: Record<Locale, { title: string; body: string; file: string; fileName: string }> = {
  en: {
    title: 'How to tell a real e-ticket from a scam',
    body: 'Real e-tickets come by SMS from #HKPF-eTT or by e-mail, and never contain a link. Open the portal yourself from the Hong Kong Police website (ending in .gov.hk) or the official app. The attached sheet lists the signs of a scam. Anti-scam hotline: 18222.',
    fileName: 'anti-scam-tips.txt',
    file: 'Signs of a scam message\n- It contains a link or a web address.\n- The sender is not #HKPF-eTT.\n- It asks you to pay at once or threatens arrest.\nCall the Anti-Scam Helpline 18222 if in doubt.\n',
  },
  'zh-hk': {
    title: '如何分辨真假電子告票',
    body: '真正的電子告票只會由 #HKPF-eTT 以短訊或以電郵發出，並且絕不包含任何連結。請自行經香港警務處網站（網址以 .gov.hk 結尾）或官方應用程式開啟平台。附件列出騙案訊息的特徵。防騙熱線：18222。',
    fileName: '防騙貼士.txt',
    file: '騙案訊息的特徵\n- 包含連結或網址。\n- 發送者並非 #HKPF-eTT。\n- 要求你立即付款或恐嚇拘捕。\n如有懷疑，請致電防騙易熱線 18222。\n',
  },
  'zh-cn': {
    title: '如何分辨真假电子告票',
    body: '真正的电子告票只会由 #HKPF-eTT 以短信或以电邮发出，并且绝不包含任何链接。请自行经香港警务处网站（网址以 .gov.hk 结尾）或官方应用程序打开平台。附件列出骗案信息的特征。防骗热线：18222。',
    fileName: '防骗贴士.txt',
    file: '骗案信息的特征\n- 包含链接或网址。\n- 发送者并非 #HKPF-eTT。\n- 要求你立即付款或恐吓拘捕。\n如有怀疑，请致电防骗易热线 18222。\n',
  },
};

type Text = { title: string; body: string };

/** The first messages of some boxes, each written in its box's language (LANGUAGE_OF). */
const FIRST_MESSAGES: { key: string; category: MessageCategory; text: Record<Locale, Text> }[] = [
  {
    key: 'owner',
    category: 'TICKET',
    text: {
      en: {
        title: 'New electronic fixed penalty notice',
        body: 'A fixed penalty notice has been issued for vehicle AB1234. Log in to the portal to view and pay it.',
      },
      'zh-hk': {
        title: '新的電子定額罰款通知書',
        body: '車輛 AB1234 已獲發定額罰款通知書。請登入平台查閱及繳款。',
      },
      'zh-cn': {
        title: '新的电子定额罚款通知书',
        body: '车辆 AB1234 已获发定额罚款通知书。请登录平台查阅及缴款。',
      },
    },
  },
  {
    key: 'owner',
    category: 'PAYMENT_RESULT',
    text: {
      en: {
        title: 'Payment confirmation',
        body: 'You have paid a fixed penalty. The receipt can be downloaded under "Payment records".',
      },
      'zh-hk': { title: '繳款確認', body: '閣下已成功繳付定額罰款。收據可於「繳款記錄」下載。' },
      'zh-cn': { title: '缴款确认', body: '阁下已成功缴付定额罚款。收据可于「缴款记录」下载。' },
    },
  },
  {
    key: 'driver',
    category: 'SYSTEM',
    text: {
      en: {
        title: 'System maintenance',
        body: 'The portal will be under maintenance from 2 a.m. to 4 a.m. on Sunday; some services will be unavailable.',
      },
      'zh-hk': {
        title: '系統維護通知',
        body: '本平台將於星期日凌晨二時至四時進行系統維護，期間部分服務暫停。',
      },
      'zh-cn': {
        title: '系统维护通知',
        body: '本平台将于星期日凌晨二时至四时进行系统维护，期间部分服务暂停。',
      },
    },
  },
];

/**
 * A database seeded before the first messages followed their box's language holds them in another one
 * (CHAN Tai Man's English box had its payment confirmation in Chinese): each is rewritten in its box's
 * language. Rows already right are not touched, so seeding stays idempotent.
 */
async function rewriteFirstMessagesInBoxLanguage(tx: Database, userOf: (key: string) => string | undefined) {
  for (const m of FIRST_MESSAGES) {
    const userId = userOf(m.key);
    if (!userId) continue;
    const language = LANGUAGE_OF[m.key]!;
    const others = LOCALES.filter((l) => l !== language).map((l) => m.text[l].title);
    await tx
      .update(messages)
      .set({ language, ...m.text[language] })
      .where(
        and(
          eq(messages.userId, userId),
          eq(messages.agentId, 0),
          eq(messages.category, m.category),
          inArray(messages.title, others),
        ),
      );
  }
}

/**
 * Demo messages (idempotent: the owner's reminder setting marks them as seeded): each demo user's box in
 * its own language, the e-ticket notices of the unpaid demo tickets in the boxes of the owner and of the
 * agent or company roles that see the vehicle (each with its calendar file), and a tips message with an
 * attachment. Written as the delivery writes them, without sending SMS or e-mails.
 */
export async function seedDemoMessages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const people = await tx
      .select({ idNo: tdPersons.idNo, userId: users.id })
      .from(users)
      .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
      .where(
        inArray(
          tdPersons.idNo,
          DEMO_PERSONS.map((p) => p.idNo),
        ),
      );
    const userOf = (key: string) => {
      const idNo = DEMO_PERSONS.find((p) => p.key === key)!.idNo;
      return people.find((p) => p.idNo === idNo)?.userId;
    };
    const owner = userOf('owner');
    if (!owner) return;
    await rewriteFirstMessagesInBoxLanguage(tx, userOf);
    const seeded = await tx
      .select()
      .from(messageSettings)
      .where(and(eq(messageSettings.userId, owner), eq(messageSettings.type, 'PAYMENT_REMINDER')));
    if (seeded.length > 0) return;

    const personal = (key: string): Box | undefined => {
      const userId = userOf(key);
      return userId ? { userId, agentId: 0, language: LANGUAGE_OF[key]! } : undefined;
    };
    const roles = await tx.select().from(agentRoles);
    const roleBox = (key: string, roleType: string): Box | undefined => {
      const userId = userOf(key);
      const role = roles.find((r) => r.userId === userId && r.roleType === roleType);
      return userId && role ? { userId, agentId: role.id, language: LANGUAGE_OF[key]! } : undefined;
    };
    const boxes = [
      ...['owner', 'driver', 'ownerDriver', 'agent', 'companyAdmin', 'companyStaff'].map(personal),
      roleBox('agent', 'UAG'),
      roleBox('companyAdmin', 'OAD'),
      roleBox('companyStaff', 'OAG'),
    ].filter((b): b is Box => b !== undefined);
    for (const b of boxes) {
      await tx
        .insert(messageLanguages)
        .values({ userId: b.userId, agentId: b.agentId, language: b.language })
        .onConflictDoNothing();
    }
    await tx.insert(messageSettings).values({
      userId: owner,
      agentId: 0,
      type: 'PAYMENT_REMINDER',
      enabled: true,
      channel: 'SMS_EMAIL',
      daysBefore: 5,
    });

    // Who sees a vehicle: its owner's personal box; the agent's box for AB1234 (delegated); the company's roles.
    const boxesOfVehicle = (vehicleNo: string): Box[] => {
      const ownerKey = DEMO_VEHICLES.find((v) => v.registrationMark === vehicleNo)?.owner;
      if (ownerKey === 'company')
        return [roleBox('companyAdmin', 'OAD'), roleBox('companyStaff', 'OAG')].filter(
          (b) => b !== undefined,
        );
      const list = [
        ownerKey ? personal(ownerKey) : undefined,
        vehicleNo === 'AB1234' ? roleBox('agent', 'UAG') : undefined,
      ];
      return list.filter((b) => b !== undefined);
    };
    const unpaid = await tx
      .select()
      .from(tickets)
      .where(inArray(tickets.status, ['UNPAID', 'OVERDUE']));
    for (const t of unpaid) {
      for (const b of boxesOfVehicle(t.vehicleNo)) {
        const text = noticeText(t, b.language);
        const [row] = await tx
          .insert(messages)
          .values({
            userId: b.userId,
            agentId: b.agentId,
            language: b.language,
            category: 'TICKET',
            title: text.title,
            body: text.body,
            ticketId: t.id,
            noticeNo: t.noticeNo,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) continue;
        for (const file of calendarFilesOf(t, b.language))
          await tx
            .insert(messageFiles)
            .values({ ...file, messageId: row.id, sizeBytes: file.content.byteLength });
      }
    }
    for (const m of FIRST_MESSAGES) {
      const b = personal(m.key);
      if (b) await tx.insert(messages).values({ ...b, category: m.category, ...m.text[b.language] });
    }
    for (const b of boxes.filter((x) => x.agentId === 0)) {
      const tips = TIPS[b.language];
      const [row] = await tx
        .insert(messages)
        .values({
          userId: b.userId,
          agentId: 0,
          language: b.language,
          category: 'SYSTEM',
          title: tips.title,
          body: tips.body,
        })
        .returning();
      const content = new Uint8Array(Buffer.from(tips.file, 'utf8'));
      await tx.insert(messageFiles).values({
        messageId: row!.id,
        fileName: tips.fileName,
        contentType: 'text/plain; charset=utf-8',
        sizeBytes: content.byteLength,
        content,
      });
    }
  });
}
