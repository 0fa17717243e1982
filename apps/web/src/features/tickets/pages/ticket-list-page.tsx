import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TICKET_STATUS_CATALOGUE } from '@eticket/domain/params/ticket-statuses';
import { normaliseVehicleNo, validateVehicleNo } from '@eticket/domain/vehicles/vehicle-no';
import { Banner } from '../../../components/banner.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useMyTickets } from '../api/get-my-tickets.ts';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { TicketTable } from '../components/ticket-table.tsx';
import { filtersOf, queryOf, type ListFilters } from '../list-query.ts';
import { validationText } from '../lookup-form.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import type { ExportSlot } from '../../../lib/page-slots.ts';
import '../tickets.css';
import { SelectField } from '../../../components/select-field.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { formatDateEntry, parseDateEntry } from '@eticket/domain/common/date-entry';

/**
 * The acting role's tickets; page and filters live in the query so the list can be bookmarked. The export
 * panel is composed in by app/ (lib/page-slots.ts).
 */
export default function TicketListPage({ exportPanel }: { exportPanel?: ExportSlot }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState<ListFilters>(filters);
  const [vehicleError, setVehicleError] = useState<string | null>(null);
  // The dates as typed, in the portal's order for the language; read as ISO dates on submit.
  const [dates, setDates] = useState(() => ({
    from: formatDateEntry(filters.from, locale),
    to: formatDateEntry(filters.to, locale),
  }));
  const [badDates, setBadDates] = useState({ from: false, to: false });
  const { data, error, isPending, refetch } = useMyTickets(filters);

  const apply = (next: ListFilters) => {
    setParams(queryOf(next));
    window.scrollTo({ top: 0 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The look-up's rule: a mark that cannot exist is refused here, naming what is wrong.
    const refused = draft.vehicleNo ? validateVehicleNo(draft.vehicleNo) : null;
    setVehicleError(refused ? validationText(refused.key, locale, refused.params) : null);
    if (refused) {
      document.getElementById(`${id}-vehicle`)?.focus();
      return;
    }
    const from = dates.from.trim() ? parseDateEntry(dates.from, locale) : undefined;
    const to = dates.to.trim() ? parseDateEntry(dates.to, locale) : undefined;
    setBadDates({ from: from === null, to: to === null });
    if (from === null || to === null) {
      document.getElementById(`${id}-${from === null ? 'from' : 'to'}`)?.focus();
      return;
    }
    apply({ ...draft, from, to, vehicleNo: normaliseVehicleNo(draft.vehicleNo) || undefined, page: 1 });
  };
  const reset = () => {
    const cleared = { page: 1, pageSize: filters.pageSize };
    setVehicleError(null);
    setDates({ from: '', to: '' });
    setBadDates({ from: false, to: false });
    setDraft(cleared);
    apply(cleared);
  };

  return (
    <>
      <Banner />
      <div className="container page-body">
        <form onSubmit={submit} className="ticket-filters" aria-label={t('list.filters')}>
          <SelectField<string>
            className="ticket-field"
            labelClassName="ticket-label"
            label={t('fields.status')}
            allowClear
            placeholder={t('list.anyStatus')}
            value={draft.status}
            onChange={(status) => setDraft((d) => ({ ...d, status: status || undefined }))}
            options={TICKET_STATUS_CATALOGUE.map((s) => ({ value: s.code, label: pick(s.label, locale) }))}
          />
          <div className="ticket-field">
            <label htmlFor={`${id}-vehicle`} className="ticket-label">
              {t('fields.vehicleNo')}
            </label>
            <Input
              id={`${id}-vehicle`}
              value={draft.vehicleNo ?? ''}
              maxLength={16}
              aria-invalid={vehicleError ? true : undefined}
              aria-describedby={vehicleError ? `${id}-vehicle-error` : undefined}
              status={vehicleError ? 'error' : undefined}
              onChange={(e) => {
                setVehicleError(null);
                setDraft((d) => ({ ...d, vehicleNo: e.target.value || undefined }));
              }}
            />
            {vehicleError && (
              <p id={`${id}-vehicle-error`} className="ticket-error">
                {vehicleError}
              </p>
            )}
          </div>
          <DateField
            id={`${id}-from`}
            className="ticket-field"
            labelClassName="ticket-label"
            label={t('list.from')}
            text={dates.from}
            invalid={badDates.from}
            onChange={(from) => setDates((d) => ({ ...d, from }))}
          />
          <DateField
            id={`${id}-to`}
            className="ticket-field"
            labelClassName="ticket-label"
            label={t('list.to')}
            text={dates.to}
            invalid={badDates.to}
            onChange={(to) => setDates((d) => ({ ...d, to }))}
          />
          <div className="ticket-buttons">
            <Button type="primary" htmlType="submit">
              {t('list.search')}
            </Button>
            <Button onClick={reset}>{t('list.reset')}</Button>
          </div>
        </form>
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.total === 0 && <EmptyState message={t('list.empty')} noBack />}
        {data && data.total > 0 && (
          <>
            <p aria-live="polite">
              {t(data.totalCapped ? 'list.totalMore' : 'list.total', { count: data.total })}
            </p>
            <TicketTable items={data.items} caption={t('list.caption')} />
            <Pagination
              total={data.total}
              page={filters.page}
              pageSize={filters.pageSize}
              onChange={(page, pageSize) => apply({ ...filters, page, pageSize })}
            />
          </>
        )}
        {exportPanel?.({ from: filters.from, to: filters.to })}
      </div>
    </>
  );
}
