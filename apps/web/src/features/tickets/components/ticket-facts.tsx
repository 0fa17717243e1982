import { useTranslation } from 'react-i18next';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import type { TicketDriver } from '@eticket/domain/fleets/driving-log.schemas';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { placeText } from '@eticket/domain/tickets/place-text';
import { offenceMoment } from '../ticket-display.ts';

/**
 * The facts of one ticket as a description list (label, value), the same on every width; for its owner,
 * the driver on duty at the offence (masked by the server) when the driving logs know him.
 */
export function TicketFacts({
  ticket,
}: {
  ticket: TicketView & { driverOnDuty?: TicketDriver | null; transferredToDriver?: boolean };
}) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const rows: [string, string][] = [
    [t('fields.noticeNo'), ticket.noticeNo],
    [t('fields.noticeType'), `${pick(ticket.noticeTypeLabel, locale)} (${ticket.noticeType})`],
    [t('fields.vehicleNo'), ticket.vehicleNo],
    [t('fields.offenceDate'), formatDate(offenceMoment(ticket), locale, 'datetime')],
    [t('fields.place'), placeText(ticket, locale)],
    [t('fields.offenceCode'), ticket.offenceCodeDisplay],
    [t('fields.offence'), pick(ticket.offenceDescription, locale)],
    [t('fields.amount'), `HK$${formatAmount(ticket.amountCents)}`],
    [t('fields.paymentDeadline'), formatDate(ticket.paymentDeadline, locale)],
    [
      t('fields.status'),
      pick(ticket.statusLabel, locale) +
        (ticket.statusDate ? ` (${formatDate(ticket.statusDate, locale)})` : ''),
    ],
    [t('fields.ePaymentNo'), ticket.ePaymentNo || '-'],
  ];
  if (ticket.possibleDuplicateOf)
    rows.push([
      t('fields.possibleDuplicate'),
      t('possibleDuplicateOf', { noticeNo: ticket.possibleDuplicateOf }),
    ]);
  if (ticket.transferredToDriver) rows.push([t('fields.liability'), t('transferredToDriver')]);
  const driver = ticket.driverOnDuty;
  if (driver)
    rows.splice(4, 0, [
      t('fields.driverOnDuty'),
      driver.endedAt
        ? t('driverPeriod', {
            name: driver.driverName,
            from: formatDate(driver.startedAt, locale, 'datetime'),
            to: formatDate(driver.endedAt, locale, 'datetime'),
          })
        : t('driverPeriodOpen', {
            name: driver.driverName,
            from: formatDate(driver.startedAt, locale, 'datetime'),
          }),
    ]);
  if (ticket.remark) rows.push([t('fields.remark'), ticket.remark]);
  return (
    <dl className="ticket-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="ticket-facts-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
