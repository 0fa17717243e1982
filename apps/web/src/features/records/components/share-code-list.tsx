import { Alert, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import type { TcrShare } from '@eticket/domain/records/tcr-share.schemas';
import { DangerTheme } from '../../../components/danger-theme.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useShareCodes } from '../api/get-share-codes.ts';
import { useRevokeShareCode } from '../api/revoke-share-code.ts';
import { failureMessage } from '../../../lib/failure-message.ts';

/** The holder's share codes: which certificate, made when, and active, viewed, withdrawn or expired. */
export function ShareCodeList() {
  const { t } = useTranslation('records');
  const codes = useShareCodes();
  const revoke = useRevokeShareCode();
  if (codes.isPending) return <Loading />;
  if (codes.error) return <LoadError error={codes.error} onRetry={() => void codes.refetch()} />;
  return (
    <>
      <div role="alert">
        {revoke.isError && <Alert type="error" showIcon title={failureMessage(revoke.error)} />}
      </div>
      {codes.data.list.length === 0 ? (
        <p>{t('share.none')}</p>
      ) : (
        <DangerTheme>
          <table className="records-table">
            <caption className="visually-hidden">{t('share.listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('field.certificateNo')}</th>
                <th scope="col">{t('share.createdAt')}</th>
                <th scope="col">{t('field.status')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.list.map((s) => (
                <ShareRow
                  key={s.shareId}
                  share={s}
                  revoking={revoke.isPending && revoke.variables === s.shareId}
                  onRevoke={() => revoke.mutate(s.shareId)}
                />
              ))}
            </tbody>
          </table>
        </DangerTheme>
      )}
    </>
  );
}

function ShareRow({
  share: s,
  revoking,
  onRevoke,
}: {
  share: TcrShare;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const when = (iso: string | null) => formatDate(iso, locale, 'datetime');
  const status = {
    ACTIVE: t('share.status.ACTIVE', { until: when(s.expiresAt) }),
    VIEWED: t('share.status.VIEWED', { at: when(s.viewedAt) }),
    REVOKED: t('share.status.REVOKED', { at: when(s.revokedAt) }),
    EXPIRED: t('share.status.EXPIRED', { at: when(s.expiresAt) }),
  }[s.status];
  const made = when(s.createdAt);
  return (
    <tr>
      <td>{s.certificateNo}</td>
      <td>{made}</td>
      <td>
        <span className="records-share-status">{status}</span>
        {s.status === 'ACTIVE' && (
          <Popconfirm
            title={t('share.revokeConfirm')}
            okText={t('share.revoke')}
            cancelText={t('share.keep')}
            onConfirm={onRevoke}
          >
            <Button size="small" danger loading={revoking} aria-label={t('share.revokeLabel', { made })}>
              {t('share.revoke')}
            </Button>
          </Popconfirm>
        )}
      </td>
    </tr>
  );
}
