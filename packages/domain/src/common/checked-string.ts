import { z } from 'zod';
import type { MessageParams } from '../i18n/translate.ts';

/** What a domain validator answers: nothing, a translation key, or a key with the values that fill it. */
export type ValidatorAnswer = string | { key: string; params?: MessageParams } | null;

/**
 * A string checked by a domain validator. Zod carries the key as the issue message and its values as
 * the issue's params; the server's error handler resolves both in the caller's language.
 */
export const checkedString = (validate: (value: string) => ValidatorAnswer) =>
  z.string().superRefine((value, ctx) => {
    const error = validate(value);
    if (typeof error === 'string') ctx.addIssue({ code: 'custom', message: error });
    else if (error) ctx.addIssue({ code: 'custom', message: error.key, params: { ...error.params } });
  });
