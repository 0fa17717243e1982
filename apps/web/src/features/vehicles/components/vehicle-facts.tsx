import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VehicleView } from '@eticket/domain/vehicles/vehicle.schemas';
import { FactRow } from '../../../components/fact-row.tsx';
import { pick, useLocale } from '../../../lib/use-locale.ts';

/** Whether it is another owner's vehicle delegated to the acting role, a vehicle's register fields, its owner and agents (masked by the server) and its unpaid tickets. */
export function VehicleFacts({ vehicle: v }: { vehicle: VehicleView }) {
  const { t } = useTranslation('vehicles');
  const locale = useLocale();
  const label = (text: VehicleView['typeLabel'], code: string) => (text ? pick(text, locale) : code);
  const rows: [string, string][] = [
    [t('fields.type'), label(v.typeLabel, v.typeCode)],
    [t('fields.classGroup'), v.classGroupLabel ? pick(v.classGroupLabel, locale) : v.classCode],
    [t('fields.make'), v.make],
    [t('fields.model'), v.model],
    [t('fields.colour'), label(v.colourLabel, v.colourCode)],
    [t('fields.year'), String(v.yearOfManufacture)],
    [t('fields.owner'), v.ownerName],
    [t('fields.agent'), v.agents.length > 0 ? v.agents.join(', ') : t('fields.noAgent')],
  ];
  return (
    <>
      {v.delegated && <p className="vehicle-delegated">{t('delegatedNote')}</p>}
      <dl className="ticket-facts">
        {rows.map(([label, value]) => (
          <FactRow key={label} label={label}>
            {value}
          </FactRow>
        ))}
        <FactRow label={t('fields.unpaid')}>
          {v.unpaidTickets > 0 ? (
            <Link to={`/ticket/list?vehicleNo=${encodeURIComponent(v.registrationMark)}`}>
              {t('unpaidLink', { count: v.unpaidTickets, mark: v.registrationMark })}
            </Link>
          ) : (
            t('noUnpaid')
          )}
        </FactRow>
      </dl>
    </>
  );
}
