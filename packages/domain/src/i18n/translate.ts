import type { Locale, Localized } from '../common/locale.ts';

export type MessageParams = Readonly<Record<string, string | number>>;
export type MessageTable = Readonly<Record<string, Partial<Localized>>>;

const PLACEHOLDER = /\{(\w+)\}/g;

function textOf(messages: MessageTable, key: string, locale: Locale): string | null {
  // hasOwn so that keys such as 'constructor' do not resolve to Object.prototype members.
  const entry = Object.hasOwn(messages, key) ? messages[key] : undefined;
  return entry?.[locale] || entry?.en || null;
}

/**
 * Resolves a translation key. A missing or empty translation falls back to English, then to the key
 * itself, so a gap shows something searchable instead of a blank. `{name}` placeholders are filled in
 * one pass (a value containing braces is not expanded again); a placeholder without a value stays
 * visible, which makes the omission obvious in review.
 */
export function translate(
  messages: MessageTable,
  key: string,
  locale: Locale,
  params?: MessageParams,
): string {
  const text = textOf(messages, key, locale) ?? key;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
