import { Grid, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatTrafficCode } from '@eticket/domain/tickets/traffic-code';
import type { OffenceEntry } from '@eticket/domain/params/params.schemas';
import { pick, useLocale } from '../../../lib/use-locale.ts';

/** One offence catalogue as a table; on narrow screens regulation and points fold into the description. */
export function OffenceTable({ offences, captionId }: { offences: OffenceEntry[]; captionId: string }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const wide = Grid.useBreakpoint().sm ?? true;

  const columns: TableColumnsType<OffenceEntry> = [
    {
      key: 'code',
      title: t('ticketInfo.columns.code'),
      width: 80,
      render: (_, o) => <strong>{formatTrafficCode(o.code)}</strong>,
    },
    {
      key: 'description',
      title: t('ticketInfo.columns.description'),
      render: (_, o) => (
        <>
          <span>{pick(o.description, locale)}</span>
          {o.repealed && (
            <Tag
              style={{
                marginInlineStart: 8,
                color: '#a8071a',
                background: '#fff1f0',
                borderColor: '#a8071a',
              }}
            >
              {t('ticketInfo.repealed')}
            </Tag>
          )}
          {!wide && (
            <span style={{ display: 'block', color: '#595959', fontSize: 13 }}>
              {o.regulation} ·{' '}
              {o.demeritPoints > 0
                ? t('ticketInfo.pointsShort', { count: o.demeritPoints })
                : t('ticketInfo.noPointsShort')}
            </span>
          )}
          {!o.confirmed && (
            <span style={{ display: 'block', color: '#595959', fontSize: 13 }}>
              {t('ticketInfo.unconfirmed')}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'regulation',
      title: t('ticketInfo.columns.regulation'),
      width: 150,
      responsive: ['md'],
      render: (_, o) => o.regulation,
    },
    {
      key: 'amount',
      title: t('ticketInfo.columns.amount'),
      width: 130,
      align: 'right',
      render: (_, o) =>
        o.currentAmountCents === null ? (
          <span>{t('ticketInfo.notApplicable')}</span>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>HK${formatAmount(o.currentAmountCents)}</span>
        ),
    },
    {
      key: 'points',
      title: t('ticketInfo.columns.points'),
      width: 110,
      align: 'right',
      responsive: ['sm'],
      render: (_, o) => (o.demeritPoints > 0 ? o.demeritPoints : t('ticketInfo.noPoints')),
    },
  ];

  return (
    <Table<OffenceEntry>
      rowKey="code"
      columns={columns}
      dataSource={offences}
      pagination={false}
      size="middle"
      aria-labelledby={captionId}
      locale={{ emptyText: <span style={{ color: '#595959' }}>{t('ticketInfo.noMatch')}</span> }}
      rowClassName={(o) => (o.repealed ? 'offence-repealed' : '')}
    />
  );
}
