import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLayoutEnv } from '../../lib/client-state.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { useVersionedPath } from '../../lib/text-version.ts';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';
import { LazyBoundary } from '../../components/lazy-boundary.tsx';
import { LogoMark, MenuIcon, TextSizeIcon } from '../../components/ui/icons.tsx';
import { themed } from '../../lib/themed-part.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNav } from './main-nav.tsx';
import { UserTools } from './user-tools.tsx';

const MobileMenu = lazy(withChunkTimeout(themed(() => import('./mobile-menu.tsx'))));

export function SiteHeader() {
  const { t } = useTranslation();
  const env = useLayoutEnv();
  const versioned = useVersionedPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // Until the page has hydrated, both the phone's and the wide screen's parts are in the markup (as in the
  // HTML rendered at build time) and the stylesheet shows the ones for the screen's width.
  const hydrated = useHydrated();
  const mobile = env === 2;
  const phoneParts = hydrated ? mobile : true;
  const wideParts = hydrated ? !mobile : true;
  const byWidth = (className: string, only: 'phone-only' | 'wide-only') =>
    hydrated ? className : `${className} ${only}`;
  return (
    <header className="site-header">
      <div className="utility-bar on-dark">
        <div className="container utility-inner">
          <span className="force-name">{t('header.force')}</span>
          <div className="utility-tools">
            <LanguageSwitch />
            {wideParts && (
              <Link to={versioned('/text-size')} className={byWidth('tool-link', 'wide-only')}>
                <TextSizeIcon className="decor" /> {t('header.textSize')}
              </Link>
            )}
            <UserTools />
          </div>
        </div>
      </div>
      <div className="brand-bar">
        <div className="container brand-inner">
          <Link to={versioned('/')} className="brand" aria-label={t('header.homeLink')}>
            <LogoMark className="brand-mark decor" />
            <span className="brand-name">{t('siteName')}</span>
          </Link>
          {phoneParts && (
            <button
              type="button"
              className={byWidth('menu-button', 'phone-only')}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon className="decor" /> <span>{t('nav.openMenu')}</span>
            </button>
          )}
        </div>
      </div>
      {wideParts && (
        <div className={byWidth('nav-bar on-dark', 'wide-only')}>
          <div className="container">
            <MainNav variant="bar" />
          </div>
        </div>
      )}
      {mobile && menuLoaded && (
        <LazyBoundary>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </LazyBoundary>
      )}
    </header>
  );
}
