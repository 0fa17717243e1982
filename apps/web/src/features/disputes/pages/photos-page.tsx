import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import { PHOTO_REASON_MAX, type PhotoApplicationView } from '@eticket/domain/disputes/photo.schemas';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { applyForPhotos, getPhotoState } from '../api/photo-applications.ts';
import { PhotoViewer } from '../components/photo-viewer.tsx';
import '../../../components/ticket-page.css';
import '../disputes.css';

/** The application's facts: reference, status, dates. */
function ApplicationFacts({ application }: { application: PhotoApplicationView }) {
  const { t } = useTranslation('disputes');
  const locale = useLocale();
  return (
    <dl className="ticket-facts">
      <FactRow label={t('photos.reference')}>{application.reference}</FactRow>
      <FactRow label={t('fields.status')}>{t(`photos.status.${application.status}`)}</FactRow>
      <FactRow label={t('photos.appliedAt')}>{formatDate(application.appliedAt, locale, 'datetime')}</FactRow>
      {application.viewableUntil && (
        <FactRow label={t('photos.viewableUntil')}>
          {formatDate(application.viewableUntil, locale, 'datetime')}
        </FactRow>
      )}
    </dl>
  );
}

/** The application form: an optional reason, then apply. */
function ApplyForm({ noticeNo, onApplied }: { noticeNo: string; onApplied: () => void }) {
  const { t } = useTranslation('disputes');
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void applyForPhotos(noticeNo, reason.trim()).then((result) => {
      busy.current = false;
      if (result.code === '0') return onApplied();
      setProblem(result.message || t('photos.applyFailed'));
    });
  };
  return (
    <form className="dispute-page" onSubmit={submit} noValidate>
      <p>{t('photos.applyIntro')}</p>
      <div className="dispute-field">
        <label htmlFor={`${id}-reason`} className="dispute-label">
          {t('photos.reason')}
        </label>
        <Input.TextArea
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={PHOTO_REASON_MAX}
          rows={3}
        />
      </div>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <p className="dispute-actions">
        <Button type="primary" htmlType="submit">
          {t('photos.apply')}
        </Button>
      </p>
    </form>
  );
}

/**
 * /ticket/photos?noticeNo=: the owner or named driver applies to view the officer's photos of a parking
 * ticket; once approved, the photos show, watermarked, until the viewing period ends.
 */
export default function PhotosPage() {
  const { t } = useTranslation('disputes');
  const locale = useLocale();
  const [params] = useSearchParams();
  const noticeNo = params.get('noticeNo') ?? '';
  const state = useQuery({
    queryKey: ['photo-state', noticeNo],
    queryFn: () => getPhotoState(noticeNo),
    enabled: Boolean(noticeNo),
  });
  const { refetch } = state;
  const reread = useCallback(() => void refetch(), [refetch]);
  const application = state.data?.application ?? null;
  const canApply =
    state.data?.available === true &&
    (!application || application.status === 'REJECTED' || application.status === 'EXPIRED');

  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="dispute-page photos-page">
          {!noticeNo && <EmptyState fallbackTo="/ticket/list" />}
          {noticeNo && state.isPending && <Loading />}
          {state.error && <LoadError error={state.error} onRetry={reread} />}
          {state.data && (
            <>
              <h2>{t('photos.heading', { noticeNo: state.data.noticeNo })}</h2>
              {!state.data.available && !application && (
                <Alert type="info" showIcon title={t('photos.none')} />
              )}
              {application && <ApplicationFacts application={application} />}
              {application?.status === 'PROCESSING' && (
                <Alert type="info" showIcon title={t('photos.processing')} />
              )}
              {application?.status === 'REJECTED' && (
                <Alert type="warning" showIcon title={t('photos.rejected')} />
              )}
              {application?.status === 'EXPIRED' && (
                <Alert
                  type="warning"
                  showIcon
                  role="alert"
                  title={t('photos.ended', {
                    until: formatDate(application.viewableUntil, locale, 'datetime'),
                  })}
                />
              )}
              {application?.status === 'APPROVED' && application.viewableUntil && (
                <>
                  <p className="dispute-hint">
                    {t('photos.viewingNote', {
                      until: formatDate(application.viewableUntil, locale, 'datetime'),
                    })}
                  </p>
                  <PhotoViewer
                    reference={application.reference}
                    photoIds={application.photoIds}
                    viewableUntil={application.viewableUntil}
                    onEnded={reread}
                  />
                </>
              )}
              {canApply && <ApplyForm noticeNo={state.data.noticeNo} onApplied={reread} />}
            </>
          )}
          <p>
            <Link to={`/ticket/list-detail?noticeNo=${encodeURIComponent(noticeNo)}`}>
              {t('photos.backToTicket')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
