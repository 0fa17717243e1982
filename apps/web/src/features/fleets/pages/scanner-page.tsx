import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { DrivingLog, DutyState } from '@eticket/domain/fleets/driving-log.schemas';
import { Banner } from '../../../components/banner.tsx';
import { emit } from '../../../lib/event-bus.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useCheckDuty } from '../api/check-duty.ts';
import { useCurrentDuty } from '../api/get-current-duty.ts';
import { useEndDuty } from '../api/end-duty.ts';
import { useStartDuty } from '../api/start-duty.ts';
import { QrCamera, type CameraState } from '../components/qr-camera.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import '../fleets.css';

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : '';

/** Reads a QR code from a photo, with the same library the camera uses. */
async function codeInPhoto(file: File): Promise<string> {
  const { default: QrScanner } = await import('qr-scanner');
  const result = await QrScanner.scanImage(file, { returnDetailedScanResult: true });
  return result.data;
}

/**
 * The QR code scanner (qrcodeScanner): a driver points the phone's camera at a vehicle's code, sees the
 * vehicle, and starts or ends his duty period on it with one large button within the thumb's reach. A photo
 * of the code, or the short code printed under it typed, does the same where there is no camera or it was
 * refused. His duty in progress shows at the top; starting on another vehicle ends it only once he has
 * confirmed that in a dialog (ADR 0047).
 */
export default function ScannerPage() {
  const { t } = useTranslation('fleets');
  const locale = useLocale();
  const id = useId();
  const [token, setToken] = useState<string | null>(null);
  const [duty, setDuty] = useState<DutyState | null>(null);
  const [done, setDone] = useState<DrivingLog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [typed, setTyped] = useState('');
  const busy = useRef(false);
  const check = useCheckDuty();
  const start = useStartDuty();
  const end = useEndDuty();
  const current = useCurrentDuty().data?.period ?? null;

  const scanned = useCallback(
    // A code the camera keeps seeing after a refusal is not sent again until the driver asks (Scan again);
    // a photo or a typed code is the driver asking.
    async (text: string, asked = false) => {
      const code = text.trim();
      if ((busy.current && !asked) || !code) return;
      busy.current = true;
      setError(null);
      setDone(null);
      try {
        setDuty(await check.mutateAsync(code));
        setToken(code);
      } catch (failure) {
        setError(failureMessage(failure) || t('scanner.failed'));
      }
    },
    [check, t],
  );

  const again = () => {
    busy.current = false;
    setToken(null);
    setDuty(null);
    setDone(null);
    setError(null);
  };

  const run = async (action: () => Promise<DrivingLog>) => {
    setError(null);
    try {
      setDone(await action());
    } catch (failure) {
      setError(failureMessage(failure) || t('scanner.failed'));
      // Begun on another vehicle meanwhile (another tab or phone): read again, so the next press asks.
      if (token && codeOf(failure) === ERROR_CODES.DUTY_IN_PROGRESS)
        setDuty(await check.mutateAsync(token).catch(() => duty));
    }
  };

  const act = () => {
    if (!token || !duty) return;
    if (duty.myOpenPeriod) return void run(() => end.mutateAsync(token));
    const other = duty.myOtherPeriod;
    if (!other) return void run(() => start.mutateAsync({ token }));
    emit('dialog', {
      titleKey: 'fleets:scanner.confirmTitle',
      message: t('scanner.confirmEnd', {
        other: other.vehicleNo,
        since: formatDate(other.startedAt, locale, 'datetime'),
        mark: duty.vehicle.registrationMark,
      }),
      confirmKey: 'fleets:scanner.confirmEndButton',
      onConfirm: () => void run(() => start.mutateAsync({ token, endPeriodId: other.id })),
    });
  };

  const photo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await scanned(await codeInPhoto(file), true);
    } catch {
      setError(t('scanner.noCodeInPhoto'));
    }
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    void scanned(typed, true);
  };

  const mark = duty?.vehicle.registrationMark ?? '';
  const acting = start.isPending || end.isPending;
  return (
    <>
      <Banner />
      <div className="container page-body fleets-page fleets-scanner">
        {current && current.vehicleNo !== mark && (
          <section className="ticket-card fleets-current" aria-labelledby={`${id}-current`}>
            <h2 id={`${id}-current`} className="ticket-h2">
              {t('scanner.current')}
            </h2>
            <p>
              {t('scanner.currentOn', {
                mark: current.vehicleNo,
                at: formatDate(current.startedAt, locale, 'datetime'),
              })}
            </p>
          </section>
        )}
        {!duty && (
          <>
            <p className="ticket-hint">{t('scanner.hint')}</p>
            <QrCamera onCode={(text) => void scanned(text)} onState={setCamera} />
            {camera === 'unavailable' && (
              <Alert role="status" type="info" showIcon title={t('scanner.noCamera')} />
            )}
            <section className="fleets-fallbacks" aria-labelledby={`${id}-fallbacks`}>
              <h2 id={`${id}-fallbacks`} className="ticket-h2">
                {t('scanner.otherWays')}
              </h2>
              <label className="ant-btn ant-btn-default fleets-photo">
                {t('scanner.photo')}
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className="fleets-photo-input"
                  onChange={(event) => void photo(event)}
                />
              </label>
              <form className="fleets-typed" onSubmit={submitTyped}>
                <label htmlFor={`${id}-code`} className="ticket-label">
                  {t('scanner.typeLabel')}
                </label>
                <p id={`${id}-code-hint`} className="fleets-typed-hint">
                  {t('scanner.typeHint')}
                </p>
                <Input
                  id={`${id}-code`}
                  aria-describedby={`${id}-code-hint`}
                  value={typed}
                  maxLength={200}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(event) => setTyped(event.target.value)}
                />
                <Button htmlType="submit" loading={check.isPending} disabled={!typed.trim()}>
                  {t('scanner.typeSubmit')}
                </Button>
              </form>
            </section>
          </>
        )}
        <div aria-live="polite">
          {duty && (
            <section className="ticket-card fleets-vehicle" aria-labelledby={`${id}-vehicle`}>
              <h2 id={`${id}-vehicle`} className="fleets-mark">
                {mark}
              </h2>
              <p>
                {[duty.vehicle.make, duty.vehicle.model, duty.vehicle.colourName].filter(Boolean).join(' · ')}
              </p>
              {!done && duty.myOpenPeriod && (
                <p>
                  {t('scanner.onDutySince', {
                    at: formatDate(duty.myOpenPeriod.startedAt, locale, 'datetime'),
                  })}
                </p>
              )}
              {!done && duty.myOtherPeriod && (
                <p>{t('scanner.endsOther', { other: duty.myOtherPeriod.vehicleNo })}</p>
              )}
              {!done && !duty.myOpenPeriod && duty.takenByOther && <p>{t('scanner.takeOver')}</p>}
              {done && (
                <Alert
                  role="status"
                  type="success"
                  showIcon
                  title={
                    done.endedAt
                      ? t('scanner.ended', { mark, at: formatDate(done.endedAt, locale, 'datetime') })
                      : t('scanner.started', { mark, at: formatDate(done.startedAt, locale, 'datetime') })
                  }
                  description={
                    done.closesAt
                      ? t('scanner.closesAt', { at: formatDate(done.closesAt, locale, 'datetime') })
                      : undefined
                  }
                />
              )}
            </section>
          )}
          {error && (
            <div role="alert">
              <Alert type="error" showIcon title={error} />
            </div>
          )}
        </div>
        <div className="fleets-thumb-bar">
          {duty && !done && (
            <Button type="primary" size="large" block loading={acting} onClick={act}>
              {duty.myOpenPeriod ? t('scanner.end', { mark }) : t('scanner.start', { mark })}
            </Button>
          )}
          {(duty || error) && (
            <Button size="large" block onClick={again}>
              {t('scanner.again')}
            </Button>
          )}
          <Link to="/my-account/driving-logs" className="fleets-logs-link">
            {t('scanner.myLogs')}
          </Link>
        </div>
      </div>
    </>
  );
}
