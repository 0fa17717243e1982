import type { ProviderLang } from '@eticket/domain/identity/provider-lang';
import { escapeHtml, languageLinks, page } from '../sandbox-page.ts';
import { TEXTS } from './idp.texts.ts';

export interface Choice {
  id: number;
  label: string;
}

/**
 * The provider page: what the portal asks for, the demo identities as radio buttons, and the three
 * answers. The form posts back to the same address; `error` is a refusal already in the page's language.
 */
export function renderAuthorizePage(input: {
  provider: 'IAMSMART' | 'DSL';
  lang: ProviderLang;
  path: string;
  query: Record<string, unknown>;
  requestId: string;
  purpose: 'LOGIN' | 'REAUTH' | 'SIGN' | 'REGISTER';
  documentDigest?: string | null;
  minLevel?: number;
  choices: Choice[];
  error?: string;
}): string {
  const t = TEXTS[input.lang];
  const iams = input.provider === 'IAMSMART';
  const field = iams ? 'personId' : 'accountId';
  const legend = iams ? t.choosePerson : t.chooseAccount;
  const options = input.choices
    .map(
      (c, i) =>
        `<label><input type="radio" name="${field}" value="${c.id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(c.label)}</label>`,
    )
    .join('\n');
  const body = `
${languageLinks(input.path, input.query, input.lang)}
<p class="banner" role="note">${escapeHtml(t.banner)}</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<p>${escapeHtml(t[input.purpose])}</p>
${input.documentDigest ? `<p>${escapeHtml(t.digest)}: <code>${escapeHtml(input.documentDigest)}</code></p>` : ''}
${input.minLevel ? `<p>${escapeHtml(t.needLevel.replace('{min}', String(input.minLevel)))}</p>` : ''}
<form method="post" action="${escapeHtml(input.path)}">
<input type="hidden" name="requestId" value="${escapeHtml(input.requestId)}">
<fieldset><legend>${escapeHtml(legend)}</legend>
${options}
</fieldset>
<button class="primary" type="submit" name="action" value="approve">${escapeHtml(t.approve)}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
<button class="secondary" type="submit" name="action" value="timeout">${escapeHtml(t.timeout)}</button>
</form>`;
  return page(input.lang, iams ? t.iamsTitle : t.dslTitle, body);
}
