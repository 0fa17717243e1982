import { useTranslation } from 'react-i18next';
import type { NotificationLevel } from '@eticket/domain/content/content.schemas';
import { homeNotificationsQueryOptions, useHomeNotifications } from '../api/get-home-notifications.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { cameWithPage } from '../../../lib/page-data.ts';
import { Notice, type NoticeType } from '../../../components/ui/notice.tsx';

const NOTICE_TYPE: Record<NotificationLevel, NoticeType> = {
  critical: 'error',
  warning: 'warning',
  info: 'info',
};

/**
 * The system notifications in force, above everything else on Home. Nothing is shown while loading or
 * when the call fails: a missing banner must not keep a visitor from the page's own information.
 */
export function NotificationList() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { data } = useHomeNotifications();
  // Home's HTML shows the notices only when the server rendered it with them (ADR 0023); otherwise they
  // join once the page has hydrated, so the first render matches the HTML.
  const hydrated = useHydrated();
  const inHtml = cameWithPage(homeNotificationsQueryOptions().queryKey);
  if (!(hydrated || inHtml) || !data?.length) return null;
  return (
    <section aria-labelledby="home-notifications" style={{ marginBottom: 24 }}>
      <h2 id="home-notifications" style={{ fontSize: 20 }}>
        {t('home.notifications')}
      </h2>
      <div style={{ display: 'grid', gap: 12 }}>
        {data.map((n) => (
          <Notice
            key={n.id}
            type={NOTICE_TYPE[n.level]}
            title={<strong>{pick(n.title, locale)}</strong>}
            description={pick(n.body, locale)}
          />
        ))}
      </div>
    </section>
  );
}
