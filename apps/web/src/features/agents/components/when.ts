import { formatDate } from '@eticket/domain/common/dates';
import { useLocale } from '../../../lib/use-locale.ts';

/** Formats instants of this feature in the language shown (Hong Kong time). */
export function useWhen() {
  const locale = useLocale();
  return (iso: string | null | undefined, form: 'short' | 'datetime' = 'datetime') =>
    formatDate(iso ?? null, locale, form);
}
