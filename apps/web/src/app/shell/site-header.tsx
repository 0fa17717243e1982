import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLayoutEnv } from '../../lib/client-state.ts';
import { useVersionedPath } from '../../lib/text-version.ts';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';
import { LazyBoundary } from '../../components/lazy-boundary.tsx';
import { LogoMark, MenuIcon, TextSizeIcon } from '../../components/ui/icons.tsx';
import { themed } from '../themed.tsx';
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
  const mobile = env === 2;
  return (
    <header className="site-header">
      <div className="utility-bar on-dark">
        <div className="container utility-inner">
          <span className="force-name">{t('header.force')}</span>
          <div className="utility-tools">
            <LanguageSwitch />
            {!mobile && (
              <Link to={versioned('/text-size')} className="tool-link">
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
          {mobile && (
            <button
              type="button"
              className="menu-button"
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
      {!mobile && (
        <div className="nav-bar on-dark">
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
