import { useTranslation } from 'react-i18next';
import type { TcrEntry } from '@eticket/domain/records/tcr.schemas';
import { OffenceTable } from './offence-table.tsx';

const KINDS = ['CONVICTION', 'FIXED_PENALTY', 'DISQUALIFICATION'] as const;

/** What a completed record holds, by part, as the certificate lists it. */
export function RecordEntries({ entries, pointsTotal }: { entries: TcrEntry[]; pointsTotal: number }) {
  const { t } = useTranslation('records');
  return (
    <section aria-labelledby="tcr-entries">
      <h2 id="tcr-entries" className="ticket-h2">
        {t('detail.entries')}
      </h2>
      {KINDS.map((kind) => {
        const own = entries.filter((e) => e.kind === kind);
        return (
          <div key={kind}>
            <h3>{t(`kind.${kind}`)}</h3>
            {own.length === 0 ? (
              <p>{t('detail.noEntries')}</p>
            ) : (
              <OffenceTable
                rows={own.map((e) => ({
                  ...e,
                  ...(e.disqualificationMonths
                    ? { note: t('detail.months', { count: e.disqualificationMonths }) }
                    : {}),
                }))}
              />
            )}
          </div>
        );
      })}
      <p className="records-points">
        {t('field.points')}: <strong>{pointsTotal}</strong>
      </p>
    </section>
  );
}
