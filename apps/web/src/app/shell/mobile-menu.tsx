import { Drawer } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVersionedPath } from '../../lib/text-version.ts';
import { TextSizeIcon } from '../../components/ui/icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNav } from './main-nav.tsx';

/** The menu panel on phones (spec section 2, mobile layout): antd Drawer, which traps focus while open. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const versioned = useVersionedPath();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(20rem, 85vw)"
      title={t('nav.openMenu')}
      closable={{ 'aria-label': t('nav.closeMenu') }}
      className="mobile-menu"
    >
      <MainNav variant="panel" onNavigate={onClose} />
      <div className="mobile-menu-tools">
        <LanguageSwitch />
        <Link to={versioned('/text-size')} className="tool-link" onClick={onClose}>
          <TextSizeIcon className="decor" /> {t('header.textSize')}
        </Link>
      </div>
    </Drawer>
  );
}
