import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  MAX_QR_CODES_PER_DOWNLOAD,
  MAX_VEHICLES_PER_REQUEST,
} from '@eticket/domain/vehicles/vehicle.schemas';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import { formatDate } from '@eticket/domain/common/dates';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { emit } from '../../../lib/event-bus.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { downloadQrCodes } from '../api/download-qr-codes.ts';
import { useVehicles } from '../api/get-vehicles.ts';
import { useRegenerateQrCodes } from '../api/regenerate-qr-codes.ts';
import { VehicleFacts } from '../components/vehicle-facts.tsx';
import '../vehicles.css';

/**
 * My account › Manage vehicles: the acting role's vehicles (search, paging), each with its details link
 * and unpaid tickets; select vehicles to download their QR codes (up to 50) or, for an individual user,
 * regenerate them (up to 5 at a time), after confirming that the printed codes stop working.
 */
export default function ManageVehiclePage() {
  const { t } = useTranslation('vehicles');
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE;
  const [draft, setDraft] = useState(keyword);
  const [selected, setSelected] = useState<number[]>([]);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const { data, error, isPending, refetch } = useVehicles({ keyword, page, pageSize });
  const regenerate = useRegenerateQrCodes();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSelected([]);
    setParams(draft.trim() ? { keyword: draft.trim() } : {});
  };
  const toggle = (vehicleId: number, on: boolean) =>
    setSelected((s) => (on ? [...s, vehicleId] : s.filter((x) => x !== vehicleId)));

  const download = async () => {
    if (selected.length > MAX_QR_CODES_PER_DOWNLOAD) {
      setNotice({ type: 'error', text: t('qr.tooMany', { max: MAX_QR_CODES_PER_DOWNLOAD }) });
      return;
    }
    try {
      saveBlob(await downloadQrCodes(selected), 'vehicle-qr-codes.pdf');
      setNotice({ type: 'success', text: t('qr.downloaded', { count: selected.length }) });
    } catch {
      // The request module has shown the failure.
    }
  };
  const renew = async (vehicleIds: number[]) => {
    try {
      await regenerate.mutateAsync(vehicleIds);
      setNotice({ type: 'success', text: t('qr.regenerated', { count: vehicleIds.length }) });
    } catch {
      // The request module has shown the failure.
    }
  };
  // The codes on the vehicles stop working at once: asked first; cancelling changes nothing.
  const confirmRenew = () => {
    if (selected.length > MAX_VEHICLES_PER_REQUEST) {
      setNotice({ type: 'error', text: t('qr.tooManyRegenerate', { max: MAX_VEHICLES_PER_REQUEST }) });
      return;
    }
    const vehicleIds = [...selected];
    emit('dialog', {
      titleKey: 'vehicles:qr.confirmTitle',
      message: t('qr.confirmRegenerate', { count: vehicleIds.length }),
      confirmKey: 'vehicles:qr.confirmRegenerateButton',
      onConfirm: () => void renew(vehicleIds),
    });
  };

  return (
    <>
      <Banner />
      <div className="container page-body vehicles-page">
        <form className="vehicles-search" role="search" onSubmit={search}>
          <label htmlFor={`${id}-keyword`} className="ticket-label">
            {t('search.label')}
          </label>
          <Input
            id={`${id}-keyword`}
            value={draft}
            maxLength={20}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button htmlType="submit" type="primary">
            {t('search.submit')}
          </Button>
        </form>
        {data?.abilities.sync && (
          <p className="vehicles-sync-link">
            <Link to="/my-account/manage-vehicle/sync-vehicle">{t('sync.link')}</Link>
            {data.lastSyncedAt && (
              <span> {t('sync.last', { at: formatDate(data.lastSyncedAt, locale, 'datetime') })}</span>
            )}
          </p>
        )}
        {notice && (
          <Alert
            role={notice.type === 'error' ? 'alert' : 'status'}
            type={notice.type}
            showIcon
            message={notice.text}
          />
        )}
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.items.length === 0 && <EmptyState message={t('empty')} noBack />}
        {data && data.items.length > 0 && (
          <>
            {(data.abilities.qrDownload || data.abilities.qrRegenerate) && (
              <div className="vehicles-actions" role="group" aria-label={t('qr.actions')}>
                <span aria-live="polite">{t('qr.selected', { count: selected.length })}</span>
                {data.abilities.qrDownload && (
                  <Button disabled={selected.length === 0} onClick={() => void download()}>
                    {t('qr.download')}
                  </Button>
                )}
                {data.abilities.qrRegenerate && (
                  <Button
                    disabled={selected.length === 0}
                    loading={regenerate.isPending}
                    onClick={confirmRenew}
                  >
                    {t('qr.regenerate')}
                  </Button>
                )}
              </div>
            )}
            <ul className="ticket-cards vehicle-cards" aria-label={t('caption')}>
              {data.items.map((v) => (
                <li key={v.id} className="ticket-card vehicle-card">
                  <h2 className="vehicle-mark">{v.registrationMark}</h2>
                  <VehicleFacts vehicle={v} />
                  <div className="vehicle-card-actions">
                    {(data.abilities.qrDownload || data.abilities.qrRegenerate) && !v.delegated && (
                      <Checkbox checked={selected.includes(v.id)} onChange={(on) => toggle(v.id, on)}>
                        {t('qr.select', { mark: v.registrationMark })}
                      </Checkbox>
                    )}
                    <Link to={`/my-account/manage-vehicle/detail?id=${v.id}`}>
                      {t('details', { mark: v.registrationMark })}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              total={data.total}
              totalCapped={data.totalCapped}
              page={page}
              pageSize={pageSize}
              onChange={(p, size) =>
                setParams({
                  ...(keyword ? { keyword } : {}),
                  page: String(p),
                  pageSize: String(size),
                })
              }
            />
          </>
        )}
      </div>
    </>
  );
}
