import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@eticket/domain/common/locale';
import { footerLinksQuery } from '../../features/shell/api/get-footer-links.ts';
import {
  graphicPathOf,
  hasTextVersion,
  isTextPath,
  textPathOf,
  useVersionedPath,
} from '../../lib/text-version.ts';
import { IconLabel } from '../../components/ui/icon-label.tsx';
import { ExternalIcon, FacebookIcon, InstagramIcon, YoutubeIcon } from '../../components/ui/icons.tsx';

/** The force's official social-media accounts (to be confirmed by the force's web team). */
const SOCIAL_LINKS = [
  { key: 'footer.facebook', url: 'https://www.facebook.com/hongkongpoliceforce', Icon: FacebookIcon },
  { key: 'footer.instagram', url: 'https://www.instagram.com/hongkongpoliceforce/', Icon: InstagramIcon },
  { key: 'footer.youtube', url: 'https://www.youtube.com/@hongkongpoliceforce', Icon: YoutubeIcon },
];

const WCAG_URL = 'https://www.w3.org/WAI/WCAG2AA-Conformance';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('footer.newWindow')}</span>
    </a>
  );
}

/** The other version of this page: graphic ↔ text-only (text Home when this page has no text copy). */
function useVersionToggle(): { to: string; text: boolean } {
  const { pathname, search } = useLocation();
  if (isTextPath(pathname)) return { to: graphicPathOf(pathname) + search, text: true };
  return { to: hasTextVersion(pathname) ? textPathOf(pathname) + search : textPathOf('/'), text: false };
}

function WcagBadge() {
  return (
    <svg className="wcag-badge-art decor" viewBox="0 0 88 31" aria-hidden="true" focusable="false">
      <rect width="88" height="31" rx="3" fill="#ffffff" />
      <rect x="1" y="1" width="86" height="29" rx="2" fill="none" stroke="#005a9c" strokeWidth="2" />
      <rect x="2" y="2" width="30" height="27" fill="#005a9c" />
      <text
        x="17"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="11"
        fontWeight="700"
        fill="#ffffff"
      >
        W3C
      </text>
      <text
        x="60"
        y="14"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontWeight="700"
        fill="#005a9c"
      >
        WCAG 2.2
      </text>
      <text
        x="60"
        y="25"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontWeight="700"
        fill="#005a9c"
      >
        AA
      </text>
    </svg>
  );
}

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const versioned = useVersionedPath();
  const toggle = useVersionToggle();
  const { data: links = [] } = useQuery(footerLinksQuery);
  const locale = i18n.language as Locale;
  return (
    <footer className="site-footer on-dark">
      <div className="container">
        <nav aria-label={t('footer.label')}>
          <ul className="footer-nav">
            <li>
              <Link to={versioned('/home/site-map')}>{t('footer.siteMap')}</Link>
            </li>
            <li>
              <Link to={versioned('/')}>{t('footer.home')}</Link>
            </li>
            <li>
              <Link to={versioned('/home/notice')}>{t('footer.notice')}</Link>
            </li>
            <li>
              <Link to={versioned('/home/privacy-policy')}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={versioned('/service-indicators')}>{t('footer.serviceIndicators')}</Link>
            </li>
            <li>
              <Link to={toggle.to} className="version-toggle">
                {toggle.text ? t('footer.graphicVersion') : t('footer.textVersion')}
              </Link>
            </li>
          </ul>
        </nav>
        {links.length > 0 && (
          <section className="footer-section" aria-labelledby="footer-more-links">
            <h2 id="footer-more-links" className="footer-heading">
              {t('footer.moreLinks')}
            </h2>
            <ul className="footer-external">
              {links.map((link) => (
                <li key={link.id}>
                  <ExternalLink href={link.url}>
                    {link.label[locale] ?? link.label.en} <ExternalIcon className="decor" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="footer-bottom">
          <section className="footer-section" aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="footer-heading">
              {t('footer.followUs')}
            </h2>
            <ul className="social-links">
              {SOCIAL_LINKS.map(({ key, url, Icon }) => (
                <li key={key}>
                  <ExternalLink href={url}>
                    <Icon className="decor" />
                    <IconLabel>{t(key)}</IconLabel>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
          <section className="footer-section" aria-labelledby="footer-a11y">
            <h2 id="footer-a11y" className="footer-heading">
              {t('footer.accessibility')}
            </h2>
            <ExternalLink href={WCAG_URL}>
              <WcagBadge />
              <IconLabel>{t('footer.wcagBadge')}</IconLabel>
            </ExternalLink>
          </section>
        </div>
        <p className="footer-note">{t('footer.hotline')}</p>
        <p className="footer-note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
