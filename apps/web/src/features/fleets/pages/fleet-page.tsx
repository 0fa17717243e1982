import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { MAX_FLEET_PAYMENT_TICKETS } from '@eticket/domain/fleets/driving-log.schemas';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { PayTicketsSlot } from '../../../lib/page-slots.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useFleet } from '../api/get-fleet.ts';
import '../fleets.css';

/** Tickets the gateway can take now: one in transaction waits for its order to end. */
const PAYABLE = new Set(['UNPAID', 'OVERDUE']);

/**
 * Fleet management (fleetManagement): each vehicle of the company, who is on duty on it now, and its unpaid
 * tickets with the driver on duty when each was issued; tickets selected across vehicles are paid in one
 * payment through the slot app/ fills with the payments feature.
 */
export default function FleetPage({ payTickets }: { payTickets?: PayTicketsSlot }) {
  const { t } = useTranslation('fleets');
  const locale = useLocale();
  const id = useId();
  const { data, error, isPending, refetch } = useFleet();
  const [selected, setSelected] = useState<string[]>([]);
  const at = (value: string) => formatDate(value, locale, 'datetime');

  const tickets = data?.vehicles.flatMap((v) => v.unpaidTickets) ?? [];
  const chosen = tickets.filter((x) => selected.includes(x.noticeNo));
  const total = chosen.reduce((sum, x) => sum + x.amountCents, 0);
  const toggle = (noticeNo: string, on: boolean) =>
    setSelected((s) => (on ? [...s, noticeNo] : s.filter((n) => n !== noticeNo)));
  const onDuty = data?.vehicles.filter((v) => v.onDuty).length ?? 0;

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
            <p aria-live="polite">{t('fleet.onDutyCount', { count: onDuty, total: data.vehicles.length })}</p>
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
                              checked={selected.includes(x.noticeNo)}
                              onChange={(on) => toggle(x.noticeNo, on)}
                              disabled={
                                !selected.includes(x.noticeNo) && selected.length >= MAX_FLEET_PAYMENT_TICKETS
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
                            {x.driverName ? t('fleet.driver', { name: x.driverName }) : t('fleet.noDriver')}
                          </span>
                          {!PAYABLE.has(x.status) && <span>{t('fleet.inTransaction')}</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            {payTickets && tickets.length > 0 && (
              <section className="fleets-pay" aria-label={t('fleet.payGroup')}>
                <span aria-live="polite">
                  {t('fleet.selected', { count: chosen.length, amount: formatAmount(total) })}
                </span>
                {payTickets(chosen.map((x) => x.noticeNo))}
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
