import { z } from 'zod';
import { LOCALES } from '../common/locale.ts';
import { messageIdSchema, MAX_MESSAGES_PER_REQUEST } from './message.schemas.ts';

/**
 * Message settings of the acting role's box (GET /message/setting/list, PUT /message/setting and the
 * `message/setting/*` calls; their meaning is recorded in the product's message-calls decision).
 *
 * - TICKET and DEMAND_NOTICE cannot be turned off: the law requires them to reach the owner.
 * - PAYMENT_REMINDER: on or off, how many days before the deadline, and by which channel.
 * - PAYMENT_RESULT: the confirmation after paying, on or off.
 */
export const SETTING_TYPES = ['TICKET', 'DEMAND_NOTICE', 'PAYMENT_REMINDER', 'PAYMENT_RESULT'] as const;
export const MANDATORY_SETTING_TYPES = ['TICKET', 'DEMAND_NOTICE'] as const;
export const settingTypeSchema = z.enum(SETTING_TYPES);
export type SettingType = z.infer<typeof settingTypeSchema>;

/**
 * MESSAGE_BOX: the portal's message box only. SMS_EMAIL: the box, and also the SMS or e-mail registered
 * with the Transport Department (whichever the owner's contactMeansInd names). Agents' and companies'
 * boxes receive by box only: only the owner's registered contact means is ever written to.
 */
export const SETTING_CHANNELS = ['MESSAGE_BOX', 'SMS_EMAIL'] as const;
export const settingChannelSchema = z.enum(SETTING_CHANNELS);

export const REMINDER_DAYS = [1, 2, 3, 5, 7] as const;
export const DEFAULT_REMINDER_DAYS = 3;

export const messageSettingSchema = z.object({
  type: settingTypeSchema,
  enabled: z.boolean(),
  /** True for TICKET and DEMAND_NOTICE: `enabled` is always true and cannot be changed. */
  mandatory: z.boolean(),
  channel: settingChannelSchema,
  /** PAYMENT_REMINDER only: days before the payment deadline; null for the other types. */
  daysBefore: z.number().int().nullable(),
});
export type MessageSetting = z.infer<typeof messageSettingSchema>;

export const messageSettingListSchema = z.object({
  items: z.array(messageSettingSchema),
  /** The language this box's messages (and the owner's SMS and e-mails) are written in. */
  language: z.enum(LOCALES),
});
export type MessageSettingList = z.infer<typeof messageSettingListSchema>;

/** One setting as the user changes it. Turning a mandatory type off is refused (MESSAGE_SETTING_MANDATORY). */
export const messageSettingInputSchema = z.strictObject({
  type: settingTypeSchema,
  enabled: z.boolean(),
  channel: settingChannelSchema,
  daysBefore: z
    .number()
    .int()
    .refine((n) => (REMINDER_DAYS as readonly number[]).includes(n), 'validation.reminderDays')
    .nullable()
    .optional(),
});
export type MessageSettingInput = z.infer<typeof messageSettingInputSchema>;

/** PUT /message/setting: the whole list (each type at most once). Answers the saved list. */
export const messageSettingsBodySchema = z.strictObject({
  items: z
    .array(messageSettingInputSchema)
    .min(1)
    .max(SETTING_TYPES.length)
    .refine((items) => new Set(items.map((i) => i.type)).size === items.length, 'validation.duplicate'),
  /** The language of this box's messages from now on; absent keeps it. */
  language: z.enum(LOCALES).optional(),
});
export type MessageSettingsBody = z.infer<typeof messageSettingsBodySchema>;

/** POST /message/setting/message-save: one setting (the row just changed). Answers the saved list. */
export const messageSaveBodySchema = messageSettingInputSchema;

/** POST /message/setting/message-detail: how one message of the caller's box went out. */
export const messageDeliveryBodySchema = z.strictObject({ messageId: messageIdSchema });

export const DELIVERY_CHANNELS = ['SMS', 'EMAIL', 'MESSAGE_BOX'] as const;
export const DELIVERY_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED'] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const messageDeliverySchema = z.object({
  messageId: z.number().int(),
  deliveries: z.array(
    z.object({
      channel: z.enum(DELIVERY_CHANNELS),
      /** Masked ('9****678', 'a***@x.com'); null for the message box. */
      destination: z.string().nullable(),
      status: deliveryStatusSchema,
      attempts: z.number().int().nonnegative(),
      /** ISO timestamp of the last change. */
      updatedAt: z.string(),
    }),
  ),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;

/**
 * POST /message/setting/message-send: a test message to the contact means registered with the Transport
 * Department for the acting role's owner (never to an address the caller types), once a day.
 */
export const messageSendBodySchema = z.strictObject({}).nullish();
export const messageSendResultSchema = z.object({
  channel: z.enum(['SMS', 'EMAIL']),
  /** Masked. */
  destination: z.string(),
  status: deliveryStatusSchema,
});
export type MessageSendResult = z.infer<typeof messageSendResultSchema>;

/** POST /message/setting/message-download: the listed messages (as text) and their attachments, one ZIP. */
export const messageDownloadBodySchema = z.strictObject({
  messageIds: z.array(messageIdSchema).min(1).max(MAX_MESSAGES_PER_REQUEST),
});
export type MessageDownloadBody = z.infer<typeof messageDownloadBodySchema>;
