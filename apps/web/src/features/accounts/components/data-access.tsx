import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { LoadError } from '../../../components/query-status.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDataAccess } from '../api/get-data-access.ts';

const timeOf = (at: string) =>
  new Date(at).toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Hong_Kong',
    hour: '2-digit',
    minute: '2-digit',
  });
/** i18n keys of a role or action: `ticket.read` → `ticket_read`. */
const keyOf = (value: string) => value.replace(/[.-]/g, '_');

/** My account: who accessed my data (the audit trail's events about me, by someone else). */
export function DataAccess() {
  const { t } = useTranslation('accounts');
  const locale = useLocale();
  const { data, error, refetch } = useDataAccess();
  return (
    <section className="account-section data-access" aria-labelledby="data-access-heading">
      <h2 id="data-access-heading">{t('dataAccess.heading')}</h2>
      <p>{t('dataAccess.intro')}</p>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data ? null : data.items.length === 0 ? (
        <p>{t('dataAccess.empty')}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{t('dataAccess.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dataAccess.when')}</th>
              <th scope="col">{t('dataAccess.who')}</th>
              <th scope="col">{t('dataAccess.what')}</th>
              <th scope="col">{t('dataAccess.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item, i) => (
              <tr key={`${item.at}-${i}`}>
                <td>{`${formatDate(item.at, locale)} ${timeOf(item.at)}`}</td>
                <td>{t(`dataAccess.roles.${keyOf(item.actorRole)}`, { defaultValue: item.actorRole })}</td>
                <td>{t(`dataAccess.actions.${keyOf(item.action)}`, { defaultValue: item.action })}</td>
                <td>{t(`dataAccess.outcomes.${item.outcome}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
