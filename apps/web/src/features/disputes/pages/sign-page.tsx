import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { DisputeView } from '@eticket/domain/disputes/dispute.schemas';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { browserLocation } from '../../../lib/browser-location.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import {
  downloadDocument,
  finishSigning,
  getDispute,
  pollSigning,
  signingProvider,
  startSigning,
} from '../api/dispute-signing.ts';
import '../disputes.css';

type Outcome = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'failed'; message: string };

/** A state is used once: a second render (StrictMode, the back button) reuses the first answer. */
const finishing = new Map<string, Promise<{ signed: DisputeView | null; message: string }>>();

const POLL_MS = 1000;
const POLL_LIMIT = 60;

/** Polls the provider until the holder has answered, then hands the answer to the dispute. */
async function complete(reference: string, state: string, code: string | null, error: string | null) {
  if (code) {
    for (let i = 0; i < POLL_LIMIT; i += 1) {
      const status = await pollSigning(state);
      if (status !== 'PENDING') break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  const result = await finishSigning(reference, {
    state,
    ...(code ? { code } : {}),
    ...(error ? { error } : {}),
  });
  return { signed: result.code === '0' ? result.data : null, message: result.message };
}

/**
 * /ticket/iam-smart/sign?reference=: the dispute's PDF, signed with iAM Smart, or with DSL by a user logged
 * in with DSL. Before: the document and the button that opens the provider. After (code and state in the
 * address): wait for the provider, hand the signature to the dispute, and go to the success page.
 */
export default function SignPage() {
  const { t } = useTranslation('disputes');
  const provider = t(`providers.${signingProvider()}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  const [outcome, setOutcome] = useState<Outcome>(state ? { kind: 'waiting' } : { kind: 'idle' });
  const dispute = useQuery({
    queryKey: ['dispute', reference],
    queryFn: () => getDispute(reference),
    enabled: Boolean(reference) && !state,
  });

  useEffect(() => {
    if (!state || !reference) return;
    let live = true;
    if (!finishing.has(state)) finishing.set(state, complete(reference, state, code, error));
    void finishing.get(state)!.then(({ signed, message }) => {
      if (!live) return;
      if (signed)
        void navigate(`/ticket/details/success?reference=${encodeURIComponent(signed.reference)}`, {
          replace: true,
        });
      else setOutcome({ kind: 'failed', message: message || t('sign.failed') });
    });
    return () => {
      live = false;
    };
  }, [state, code, error, reference, navigate, t]);

  const sign = (d: DisputeView) =>
    void startSigning(d).then((url) => {
      if (url) browserLocation.assign(url);
    });

  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="dispute-page">
          {outcome.kind === 'waiting' && <p role="status">{t('sign.waiting', { provider })}</p>}
          {outcome.kind === 'failed' && (
            <>
              <Alert type="error" role="alert" showIcon message={outcome.message} />
              <p>
                <Link to={`/ticket/iam-smart/sign?reference=${encodeURIComponent(reference)}`} reloadDocument>
                  {t('sign.again')}
                </Link>
              </p>
            </>
          )}
          {!state && reference && dispute.isPending && <Loading />}
          {!state && dispute.error && (
            <LoadError error={dispute.error} onRetry={() => void dispute.refetch()} />
          )}
          {!state && dispute.data && (
            <>
              <p>{t('sign.intro', { provider })}</p>
              <dl className="ticket-facts">
                <FactRow label={t('fields.reference')}>{dispute.data.reference}</FactRow>
                <FactRow label={t('fields.noticeNo')}>{dispute.data.noticeNo}</FactRow>
                <FactRow label={t('fields.ground')}>{t(`grounds.${dispute.data.ground}`)}</FactRow>
                <FactRow label={t('fields.files')}>
                  {dispute.data.files.map((f) => f.fileName).join(', ') || t('fields.noFiles')}
                </FactRow>
              </dl>
              <div className="dispute-actions">
                <Button
                  onClick={() =>
                    void downloadDocument(dispute.data.reference).then((blob) => {
                      if (blob) saveBlob(blob, `dispute-${dispute.data.reference}.pdf`);
                    })
                  }
                >
                  {t('sign.document')}
                </Button>
                <Button type="primary" onClick={() => sign(dispute.data)}>
                  {t('sign.button', { provider })}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
