import { describe, expect, it } from 'vitest';
import { markReadBodySchema, messageListQuerySchema } from './message.schemas.ts';
import { messageSettingsBodySchema, messageSaveBodySchema } from './message-setting.schemas.ts';
import { messageCheckBodySchema } from './message-check.schemas.ts';
import { downloadAllBodySchema } from './file.schemas.ts';

describe('message schemas', () => {
  it('when the list is asked for without a query, then page 1 of 10, all read states', () => {
    expect(messageListQuerySchema.parse({})).toEqual({ read: 'all', page: 1, pageSize: 10 });
    expect(messageListQuerySchema.safeParse({ pageSize: '15' }).success).toBe(false);
  });

  it('when messages are marked read, then either ids or all, never both nor an empty list', () => {
    expect(markReadBodySchema.parse({ messageIds: ['3', 4] })).toEqual({ messageIds: [3, 4] });
    expect(markReadBodySchema.parse({ all: true })).toEqual({ all: true });
    expect(markReadBodySchema.safeParse({ messageIds: [] }).success).toBe(false);
    expect(markReadBodySchema.safeParse({ messageIds: [1], all: true }).success).toBe(false);
    expect(markReadBodySchema.safeParse({ all: false }).success).toBe(false);
  });

  it('when settings are saved, then each type once, reminder days from the list only', () => {
    const item = { type: 'PAYMENT_REMINDER', enabled: true, channel: 'SMS_EMAIL', daysBefore: 3 };
    expect(messageSettingsBodySchema.safeParse({ items: [item], language: 'zh-cn' }).success).toBe(true);
    expect(messageSettingsBodySchema.safeParse({ items: [item, item] }).success).toBe(false);
    expect(messageSaveBodySchema.safeParse({ ...item, daysBefore: 4 }).success).toBe(false);
    expect(messageSettingsBodySchema.safeParse({ items: [item], language: 'fr' }).success).toBe(false);
  });

  it('when a message is checked, then pasted text or the three fields, with notice and vehicle normalised', () => {
    expect(messageCheckBodySchema.safeParse({ text: 'hello', captcha: 'x' }).success).toBe(true);
    const fields = messageCheckBodySchema.parse({
      sender: '#HKPF-eTT',
      noticeNo: ' 6000 0001 ',
      vehicleNo: 'ab 1234',
    });
    expect(fields).toMatchObject({ noticeNo: '60000001', vehicleNo: 'AB1234' });
    expect(messageCheckBodySchema.safeParse({ text: '' }).success).toBe(false);
    expect(messageCheckBodySchema.safeParse({ sender: '#HKPF-eTT', noticeNo: '60000001' }).success).toBe(
      false,
    );
  });

  it('when files are zipped, then 1 to 50 file ids', () => {
    expect(downloadAllBodySchema.safeParse({ fileIds: [] }).success).toBe(false);
    expect(downloadAllBodySchema.safeParse({ fileIds: ['not-a-uuid'] }).success).toBe(false);
  });
});
