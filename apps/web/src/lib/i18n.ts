import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@eticket/domain/common/locale';
import { htmlLangOf, storeLanguage } from './language.ts';

/**
 * react-i18next with one namespace per feature (architecture section 6):
 * - 'common' is src/locales/<lang>.json, bundled because the shell needs it on every page, except its
 *   page titles and summaries (routes, routeSummaries), which come with the route table (route-texts.ts);
 * - '<feature>' is src/features/<feature>/locales/<lang>.json, loaded when a page first asks for it,
 *   only in the language being read.
 */
type Json = { default: ResourceKey };

const commonFiles = import.meta.glob<Json>('../locales/*.json', { eager: true, query: '?shell-texts' });
const featureFiles = import.meta.glob<Json>('../features/*/locales/*.json');

export const COMMON_NS = 'common';

/** Every feature's namespace (the page rendered at build time loads them all before rendering). */
export const FEATURE_NAMESPACES = [
  ...new Set(Object.keys(featureFiles).map((path) => path.split('/')[2] ?? '')),
].filter(Boolean);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace === COMMON_NS) {
      callback(null, commonFiles[`../locales/${language}.json`]?.default ?? {});
      return;
    }
    const load = featureFiles[`../features/${namespace}/locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyToDocument(locale: Locale) {
  if (typeof document === 'undefined') return; // rendering at build time: the page's file carries it
  document.documentElement.lang = htmlLangOf(locale);
}

type TextsByLocale = Partial<Record<Locale, ResourceKey>>;
const laterCommonTexts: TextsByLocale[] = [];

function addToCommon(texts: TextsByLocale) {
  for (const [lng, bundle] of Object.entries(texts)) {
    if (bundle) i18next.addResourceBundle(lng, COMMON_NS, bundle, true, false);
  }
}

/**
 * Adds sections of the common texts that arrive after the entry (the page titles, with the route table),
 * in every language; kept until i18next starts if it has not yet.
 */
export function addCommonTexts(texts: TextsByLocale): void {
  laterCommonTexts.push(texts);
  if (i18next.isInitialized) addToCommon(texts);
}

/** Starts i18next in `locale`; the common namespace is ready when this returns. */
export function initI18n(locale: Locale) {
  if (!i18next.isInitialized) {
    void i18next
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: locale,
        supportedLngs: [...LOCALES],
        // The three languages are complete (a unit test checks), so no fallback downloads.
        fallbackLng: false,
        load: 'currentOnly',
        lowerCaseLng: true,
        ns: [COMMON_NS],
        defaultNS: COMMON_NS,
        initAsync: false,
        interpolation: { escapeValue: false },
      });
    // Common texts of every language are at hand (the header names each language in its own).
    for (const lng of LOCALES) {
      i18next.addResourceBundle(
        lng,
        COMMON_NS,
        commonFiles[`../locales/${lng}.json`]?.default ?? {},
        true,
        false,
      );
    }
    i18next.on('languageChanged', (lng) => applyToDocument(lng as Locale));
    for (const texts of laterCommonTexts) addToCommon(texts);
  }
  applyToDocument(locale);
  return i18next;
}

/** Switches the whole site: texts, `<html lang>`, and the stored language (local storage and cookie). */
export async function changeLanguage(locale: Locale): Promise<void> {
  storeLanguage(locale);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return (i18next.resolvedLanguage ?? i18next.language ?? 'en') as Locale;
}
