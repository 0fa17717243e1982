import { formatAmount } from '@eticket/domain/common/amount';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { localeOfProviderLang, type ProviderLang } from '@eticket/domain/identity/provider-lang';
import { PAYMENT_CHANNEL_CATALOGUE } from '@eticket/domain/params/payment-channels';
import { escapeHtml, languageLinks, page } from '../sandbox-page.ts';
import { hongKongTimeOf } from '../../modules/tickets/ticket-view.ts';
import type { SandboxOrder } from './sandbox-pay.repository.ts';
import { PAY_TEXTS } from './sandbox-pay.texts.ts';

/**
 * The gateway's checkout page: what is being paid, and four buttons for the outcome. Plain HTML forms,
 * no script (the portal's Content Security Policy allows none inline), one h1, labelled table, focus
 * visible: usable with a keyboard and a screen reader.
 */
export function renderCheckoutPage(input: {
  lang: ProviderLang;
  path: string;
  order: SandboxOrder | undefined;
}): string {
  const t = PAY_TEXTS[input.lang];
  const { order } = input;
  if (!order) return page(input.lang, t.title!, `<p class="error" role="alert">${escapeHtml(t.missing)}</p>`);
  const locale = localeOfProviderLang(input.lang);
  const channel =
    PAYMENT_CHANNEL_CATALOGUE.find((c) => c.code === order.channel)?.label[locale] ?? order.channel;
  const details = `
<table>
<caption class="banner">${escapeHtml(t.banner)}</caption>
<tr><th scope="row">${escapeHtml(t.merchant)}</th><td>${escapeHtml(t.merchantName)}</td></tr>
<tr><th scope="row">${escapeHtml(t.description)}</th><td>${escapeHtml(order.description)}</td></tr>
<tr><th scope="row">${escapeHtml(t.amount)}</th><td>HK$ ${escapeHtml(formatAmount(order.amountCents))}</td></tr>
<tr><th scope="row">${escapeHtml(t.channel)}</th><td>${escapeHtml(channel)}</td></tr>
<tr><th scope="row">${escapeHtml(t.orderNo)}</th><td>${escapeHtml(order.merchantOrderNo)}</td></tr>
<tr><th scope="row">${escapeHtml(t.expires)}</th><td>${escapeHtml(`${hongKongDateOf(order.expiresAt)} ${hongKongTimeOf(order.expiresAt)}`)}</td></tr>
</table>`;
  const links = languageLinks(input.path, { order: order.id }, input.lang);
  if (order.status !== 'PENDING') {
    const closed = `<p role="status">${escapeHtml(t.closed!.replace('{status}', order.status))}</p>
<p><a href="${escapeHtml(order.returnUrl)}">${escapeHtml(t.back)}</a></p>`;
    return page(input.lang, t.title!, `${links}${details}${closed}`);
  }
  const button = (action: string, cls: string) =>
    `<button class="${cls}" type="submit" name="action" value="${action}">${escapeHtml(t[action])}</button>`;
  const form = `
<form method="post" action="${escapeHtml(input.path)}">
<input type="hidden" name="order" value="${escapeHtml(order.id)}">
<input type="hidden" name="lang" value="${escapeHtml(input.lang)}">
<fieldset><legend>${escapeHtml(t.choose)}</legend>
${button('approve', 'primary')}
${button('decline', 'secondary')}
${button('cancel', 'secondary')}
${button('expire', 'secondary')}
</fieldset>
</form>`;
  return page(input.lang, t.title!, `${links}${details}${form}`);
}
