import type { ProviderLang } from '@eticket/domain/identity/provider-lang';

const HTML_LANG: Record<ProviderLang, string> = {
  'en-US': 'en',
  'zh-HK': 'zh-Hant-HK',
  'zh-CN': 'zh-Hans-CN',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches a sandbox page passes here: the pages echo query values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const STYLE = `
body{font-family:system-ui,"Noto Sans CJK TC",sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a;line-height:1.5}
main{max-width:40rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;border:1px solid #ccd}
.banner{background:#fff3cd;border:1px solid #8a6d00;padding:.5rem 1rem;border-radius:4px}
.error{background:#fde8e8;border:1px solid #b00020;color:#7a0014;padding:.5rem 1rem;border-radius:4px}
fieldset{border:1px solid #99a;border-radius:4px;margin:1rem 0}
label{display:block;padding:.35rem 0}
button{font-size:1rem;padding:.5rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:4px;border:1px solid #0958d9;cursor:pointer}
button.primary{background:#0958d9;color:#fff}
button.secondary{background:#fff;color:#0958d9}
:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
nav a{margin-right:1rem;color:#0647a6}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccd;padding:.35rem;text-align:left;vertical-align:top}
`;

/** A whole, accessible page: language declared, one h1, a landmark, visible focus, contrast above 4.5:1. */
export function page(lang: ProviderLang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/** Links to the same page in the other languages (the query is kept, only lang changes). */
export function languageLinks(path: string, query: Record<string, unknown>, current: ProviderLang): string {
  const names: Record<ProviderLang, string> = {
    'en-US': 'English',
    'zh-HK': '繁體中文',
    'zh-CN': '简体中文',
  };
  const links = (Object.keys(names) as ProviderLang[])
    .filter((l) => l !== current)
    .map((l) => {
      const q = new URLSearchParams(
        Object.entries({ ...query, lang: l })
          .filter(([, v]) => v !== undefined)
          .map(([k, v]): [string, string] => [k, String(v)]),
      );
      return `<a href="${escapeHtml(`${path}?${q}`)}" lang="${HTML_LANG[l]}">${names[l]}</a>`;
    });
  return `<nav aria-label="Language">${links.join('')}</nav>`;
}
