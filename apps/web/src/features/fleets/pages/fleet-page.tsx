import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import { MAX_FLEET_PAYMENT_TICKETS, type FleetTicket } from '@eticket/domain/fleets/driving-log.schemas';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import type { ExportSlot, PayTicketsSlot } from '../../../lib/page-slots.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useFleet } from '../api/get-fleet.ts';
import { FleetMonthExport } from '../components/fleet-month-export.tsx';
import '../fleets.css';

/** Tickets the gateway can take now: one in transaction waits for its order to end. */
const PAYABLE = new Set(['UNPAID', 'OVERDUE']);

/** Which "n of m on duty" sentence: the count and the fleet may each be capped by the server's count. */
function onDutyKey(fleetCapped: boolean, onDutyCapped: boolean) {
  if (onDutyCapped) return 'fleet.onDutyCountMoreOfMore';
  return fleetCapped ? 'fleet.onDutyCountOfMore' : 'fleet.onDutyCount';
}

/**
 * Fleet management (fleetManagement): the company's vehicles a page at a time, who is on duty on each now,
 * and its unpaid tickets with the driver on duty when each was issued; tickets selected across vehicles
 * (and pages) are paid in one payment through the slot app/ fills with the payments feature; a month's
 * tickets with their drivers are downloaded through the export slot (ADR 0067).
 */
export default function FleetPage({
  payTickets,
  exportPanel,
}: {
  payTickets?: PayTicketsSlot;
  exportPanel?: ExportSlot;
}) {
  const { t } = useTranslation('fleets');
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE;
  const { data, error, isPending, refetch } = useFleet({ page, pageSize });
  // Kept by notice no across pages, so a payment may gather tickets of vehicles on several pages.
  const [selected, setSelected] = useState<ReadonlyMap<string, FleetTicket>>(new Map());
  const at = (value: string) => formatDate(value, locale, 'datetime');

  const tickets = data?.vehicles.flatMap((v) => v.unpaidTickets) ?? [];
  const chosen = [...selected.values()];
  const total = chosen.reduce((sum, x) => sum + x.amountCents, 0);
  const toggle = (ticket: FleetTicket, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(ticket.noticeNo, ticket);
      else next.delete(ticket.noticeNo);
      return next;
    });

  return (
    <>
      <Banner />
      <div className="container page-body fleets-page">
        <p className="ticket-hint">{t('fleet.intro')}</p>
        <p className="fleets-links">
          <Link to="/my-account/device-driving-logs">{t('fleet.logsLink')}</Link>
        </p>
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.vehicles.length === 0 && <EmptyState message={t('fleet.empty')} noBack />}
        {data && data.vehicles.length > 0 && (
          <>
            <p aria-live="polite">
              {t(onDutyKey(data.totalCapped, data.onDuty.totalCapped), {
                count: data.onDuty.total,
                total: data.total,
              })}
            </p>
            <ul className="ticket-cards fleets-vehicles" aria-label={t('fleet.caption')}>
              {data.vehicles.map((v) => (
                <li key={v.vehicleNo} className="ticket-card fleets-vehicle">
                  <h2 className="fleets-mark" id={`${id}-${v.vehicleNo}`}>
                    {v.vehicleNo}
                  </h2>
                  <p className={v.onDuty ? 'fleets-on-duty' : 'fleets-off-duty'}>
                    {v.onDuty
                      ? t('fleet.onDuty', { name: v.onDuty.driverName, since: at(v.onDuty.since) })
                      : t('fleet.nobody')}
                  </p>
                  {v.unpaidTickets.length > 0 && (
                    <ul className="fleets-tickets" aria-labelledby={`${id}-${v.vehicleNo}`}>
                      {v.unpaidTickets.map((x) => (
                        <li key={x.noticeNo} className="fleets-ticket">
                          {payTickets && PAYABLE.has(x.status) ? (
                            <Checkbox
                              checked={selected.has(x.noticeNo)}
                              onChange={(on) => toggle(x, on)}
                              disabled={
                                !selected.has(x.noticeNo) && selected.size >= MAX_FLEET_PAYMENT_TICKETS
                              }
                            >
                              {t('fleet.select', { noticeNo: x.noticeNo })}
                            </Checkbox>
                          ) : (
                            <strong>{x.noticeNo}</strong>
                          )}
                          <span>
                            HK${formatAmount(x.amountCents)} · {at(x.offenceAt)}
                          </span>
                          <span>
                            {x.driverName
                              ? t(x.driverNamed ? 'fleet.namedDriver' : 'fleet.driver', {
                                  name: x.driverName,
                                })
                              : t('fleet.noDriver')}
                          </span>
                          {x.driverDidNotAct && (
                            <span className="fleets-did-not-act">{t('fleet.driverDidNotAct')}</span>
                          )}
                          {!PAYABLE.has(x.status) && <span>{t('fleet.inTransaction')}</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                  {v.unpaidTotal > v.unpaidTickets.length && (
                    <p className="fleets-all-unpaid">
                      <Link to={`/ticket/list?vehicleNo=${encodeURIComponent(v.vehicleNo)}`}>
                        {t('fleet.allUnpaid', { count: v.unpaidTotal, vehicleNo: v.vehicleNo })}
                      </Link>
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <Pagination
              total={data.total}
              totalCapped={data.totalCapped}
              page={page}
              pageSize={pageSize}
              onChange={(p, size) => setParams({ page: String(p), pageSize: String(size) })}
            />
            {payTickets && (tickets.length > 0 || chosen.length > 0) && (
              <section className="fleets-pay" aria-label={t('fleet.payGroup')}>
                <span aria-live="polite">
                  {t('fleet.selected', { count: chosen.length, amount: formatAmount(total) })}
                </span>
                {payTickets(chosen.map((x) => x.noticeNo))}
              </section>
            )}
          </>
        )}
        {exportPanel && <FleetMonthExport exportPanel={exportPanel} />}
      </div>
    </>
  );
}
