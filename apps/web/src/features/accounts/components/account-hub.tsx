import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountAreasFor } from '../../../lib/route-directory.ts';
import { registeredRoutes } from '../../../lib/route-registry.ts';
import { useSession } from '../../../lib/session.ts';
import { useVersionedPath } from '../../../lib/text-version.ts';

/**
 * My account as the hub of the user's services: every area whose route declares an accountArea and
 * whose permission flag the acting role holds (spec section 6), in the route table's order. An area not
 * built yet says so.
 */
export function AccountHub() {
  const { t } = useTranslation(['accounts', 'common']);
  const permissions = useSession('permissions');
  const versioned = useVersionedPath();
  const areas = accountAreasFor(registeredRoutes(), permissions);
  return (
    <section className="account-section account-hub" aria-labelledby="account-hub-heading">
      <h2 id="account-hub-heading">{t('hub.heading')}</h2>
      {areas.length === 0 ? (
        <p>{t('hub.empty')}</p>
      ) : (
        <ul className="hub-list">
          {areas.map((area) => (
            <li key={area.path} className="hub-item">
              <Link to={versioned(area.path)} className="hub-link">
                {t(area.titleKey)}
              </Link>
              {area.planned && <span className="hub-tag"> ({t('common:comingSoon.tag')})</span>}
              <p className="hub-summary">{t(area.summaryKey)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
