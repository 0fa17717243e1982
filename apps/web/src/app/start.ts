import { initI18n } from '../lib/i18n.ts';
import { initialLanguage, withoutLangParam } from '../lib/language.ts';
import { clearSession, getSession } from '../lib/session.ts';
import { isStale } from '../lib/session-timers.ts';
import { adoptPageData } from '../lib/page-data.ts';
import { queryClient } from '../lib/query-client.ts';
import { initTextSize } from '../lib/text-size.ts';
import { BASENAME } from './router.tsx';

/**
 * Before the first render: the language (a `?lang=` link wins, then the stored one; the parameter is
 * then dropped from the address), the text size, the answers the page came with, and a session left idle too long is ended (spec
 * section 4: on page load, more than 1500 s since the last action clears it and goes Home).
 */
export function start(): void {
  const url = new URL(window.location.href);
  const locale = initialLanguage(url.search);
  initI18n(locale);
  initTextSize();
  // Answers a page rendered by the server came with (Home's notices): in the cache before its first render.
  adoptPageData(queryClient);
  if (url.searchParams.has('lang'))
    window.history.replaceState(window.history.state, '', withoutLangParam(url));
  if (getSession('token') && isStale(Date.now(), getSession('actionTime'))) {
    clearSession();
    window.history.replaceState(null, '', `${BASENAME}/`);
  }
}
