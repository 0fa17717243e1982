import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Localized } from '@eticket/domain/common/locale';
import { formatDate } from '@eticket/domain/common/dates';
import { pick, useLocale } from '../../../lib/use-locale.ts';

export interface OffenceRow {
  date: string;
  offenceCode: string;
  description: Localized;
  points: number;
  /** Said after the description (a disqualification's months). */
  note?: string;
  /** A last column (whether the points count), when the table has one. */
  extra?: ReactNode;
}

/** Offences by date, description and points, as the certificate's parts and the points page list them. */
export function OffenceTable({ rows, extraHeading }: { rows: OffenceRow[]; extraHeading?: string }) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  return (
    <table className="records-table">
      <thead>
        <tr>
          <th scope="col">{t('detail.date')}</th>
          <th scope="col">{t('detail.offence')}</th>
          <th scope="col">{t('detail.points')}</th>
          {extraHeading && <th scope="col">{extraHeading}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.date}-${r.offenceCode}`}>
            <td>{formatDate(r.date, locale)}</td>
            <td>
              {pick(r.description, locale)}
              {r.note ? ` (${r.note})` : ''}
            </td>
            <td>{r.points}</td>
            {extraHeading && <td>{r.extra}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
