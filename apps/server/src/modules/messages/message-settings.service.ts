import type { Box } from '../../db/box.ts';
import {
  DEFAULT_REMINDER_DAYS,
  MANDATORY_SETTING_TYPES,
  SETTING_TYPES,
  type MessageSetting,
  type MessageSettingInput,
  type MessageSettingList,
  type SettingType,
} from '@eticket/domain/messages/message-setting.schemas';
import type { Locale } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { setLanguage, settingsOf, upsertSetting } from './messages.repository.ts';
import { languageOfBox } from './message-language.service.ts';

const isMandatory = (type: SettingType) => (MANDATORY_SETTING_TYPES as readonly string[]).includes(type);

/** What a box gets when its holder changed nothing: every type on, by SMS/e-mail, reminders 3 days before. */
function defaultOf(type: SettingType): MessageSetting {
  return {
    type,
    enabled: true,
    mandatory: isMandatory(type),
    channel: 'SMS_EMAIL',
    daysBefore: type === 'PAYMENT_REMINDER' ? DEFAULT_REMINDER_DAYS : null,
  };
}

/** The box's settings, every type in order, the saved ones over the defaults. */
export async function effectiveSettings(db: Database, box: Box): Promise<MessageSetting[]> {
  const saved = await settingsOf(db, box);
  return SETTING_TYPES.map((type) => {
    const row = saved.find((s) => s.type === type);
    const base = defaultOf(type);
    if (!row) return base;
    return {
      ...base,
      enabled: base.mandatory ? true : row.enabled,
      channel: row.channel === 'MESSAGE_BOX' ? 'MESSAGE_BOX' : 'SMS_EMAIL',
      daysBefore: type === 'PAYMENT_REMINDER' ? (row.daysBefore ?? DEFAULT_REMINDER_DAYS) : null,
    };
  });
}

export async function settingOf(db: Database, box: Box, type: SettingType): Promise<MessageSetting> {
  return (await effectiveSettings(db, box)).find((s) => s.type === type)!;
}

export async function listSettings(db: Database, box: Box): Promise<MessageSettingList> {
  const [items, language] = await Promise.all([effectiveSettings(db, box), languageOfBox(db, box)]);
  return { items, language };
}

async function saveOne(db: Database, box: Box, input: MessageSettingInput) {
  if (isMandatory(input.type) && !input.enabled) throw new AppError('MESSAGE_SETTING_MANDATORY');
  await upsertSetting(db, box, {
    type: input.type,
    enabled: input.enabled,
    channel: input.channel,
    daysBefore: input.type === 'PAYMENT_REMINDER' ? (input.daysBefore ?? DEFAULT_REMINDER_DAYS) : null,
  });
}

/** PUT /message/setting: all the rows given (all or none saved), and the language if given. */
export async function saveSettings(
  db: Database,
  box: Box,
  body: { items: MessageSettingInput[]; language?: Locale | undefined },
): Promise<MessageSettingList> {
  await db.transaction(async (tx) => {
    for (const item of body.items) await saveOne(tx, box, item);
    if (body.language) await setLanguage(tx, box, body.language);
  });
  return listSettings(db, box);
}

/** POST /message/setting/message-save: the one row just changed. */
export async function saveSetting(db: Database, box: Box, input: MessageSettingInput) {
  await saveOne(db, box, input);
  return listSettings(db, box);
}
