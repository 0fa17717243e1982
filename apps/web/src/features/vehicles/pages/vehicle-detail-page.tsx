import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useQrCode } from '../api/get-qr-code.ts';
import { useVehicle } from '../api/get-vehicle.ts';
import { VehicleFacts } from '../components/vehicle-facts.tsx';
import '../vehicles.css';

/**
 * One vehicle (?id=): its details and, for a role that prints them, its active QR code with the short
 * code printed under it for drivers to type where the QR code cannot be scanned (ADR 0047).
 */
export default function VehicleDetailPage() {
  const { t } = useTranslation('vehicles');
  const locale = useLocale();
  const [params] = useSearchParams();
  const vehicleId = Number(params.get('id')) || 0;
  const { data, error, isPending, refetch } = useVehicle(vehicleId);
  const qr = useQrCode(vehicleId, data?.readOnly === false);

  return (
    <>
      <Banner />
      <div className="container page-body vehicles-page">
        {isPending && vehicleId > 0 && <Loading />}
        {(error || vehicleId === 0) && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && (
          <section className="ticket-card" aria-labelledby="vehicle-mark">
            <h2 id="vehicle-mark" className="vehicle-mark">
              {data.registrationMark}
            </h2>
            <VehicleFacts vehicle={data} />
            {qr.data && (
              <figure className="vehicle-qr">
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`}
                  alt={t('qr.alt', { mark: data.registrationMark })}
                  width={200}
                  height={200}
                />
                <figcaption>
                  <span className="vehicle-short-code">
                    {t('qr.shortCode')} <strong translate="no">{qr.data.shortCode}</strong>
                  </span>
                  <span>{t('qr.issued', { at: formatDate(qr.data.issuedAt, locale, 'datetime') })}</span>
                </figcaption>
              </figure>
            )}
          </section>
        )}
        <p>
          <Link to="/my-account/manage-vehicle">{t('back')}</Link>
        </p>
      </div>
    </>
  );
}
