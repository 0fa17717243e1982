import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@eticket/domain/common/dates';
import { hongKongToday, monthRange, recentMonths } from '@eticket/domain/exports/export-range';
import { Select } from '../../../components/ui/select.tsx';
import type { ExportSlot } from '../../../lib/page-slots.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** Tickets are kept 6 months (spec section 9): the months before those hold none. */
const MONTHS_BACK = 6;

/**
 * The month of the fleet's tickets to download for recharging drivers and customers (ADR 0067), last
 * month at first (a month is recharged once it is over); the export slot (app/ fills it) makes the file.
 */
export function FleetMonthExport({ exportPanel }: { exportPanel: ExportSlot }) {
  const { t } = useTranslation('fleets');
  const locale = useLocale();
  const id = useId();
  const months = useMemo(() => recentMonths(hongKongToday(), MONTHS_BACK), []);
  const [month, setMonth] = useState(months[1]!);
  const controls = (
    <div className="fleets-month">
      <p className="ticket-hint">{t('export.intro')}</p>
      <label id={`${id}-month`} htmlFor={`${id}-select`}>
        {t('export.month')}
      </label>
      <Select
        id={`${id}-select`}
        labelledBy={`${id}-month`}
        options={months.map((m) => ({ value: m, label: formatMonth(m, locale) }))}
        value={month}
        onChange={setMonth}
      />
    </div>
  );
  return exportPanel({ ...monthRange(month), controls });
}
