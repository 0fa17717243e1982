import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { audienceOf } from '../lib/route-directory.ts';
import { useRouteHandle } from '../lib/route-handle.ts';
import { useVersionedPath } from '../lib/text-version.ts';
import { Banner } from './banner.tsx';
import { Notice } from './ui/notice.tsx';

/**
 * What a page shows instead of itself to a role without its permission flag: one message saying whom the
 * page is for and where to switch role, and the way to My account. Nothing of the page runs, so there is
 * no request to refuse, no retry that cannot help and none of the page's controls.
 */
export function PermissionRefusal() {
  const { t } = useTranslation('common');
  const handle = useRouteHandle();
  const versioned = useVersionedPath();
  const page = handle ? t(handle.titleKey) : '';
  const audience = handle && audienceOf(handle);
  return (
    <>
      <Banner />
      <div className="container page-body">
        <Notice
          type="warning"
          title={t('refusal.title')}
          description={
            <>
              <p>{audience ? t(`refusal.audience.${audience}`, { page }) : t('refusal.message', { page })}</p>
              <p>{t('refusal.switchRole')}</p>
              <p>
                <Link to={versioned('/my-account')}>{t('refusal.toAccount')}</Link>
              </p>
            </>
          }
        />
      </div>
    </>
  );
}
