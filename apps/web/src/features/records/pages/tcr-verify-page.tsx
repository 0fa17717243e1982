import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useVerifyCertificate } from '../api/verify-certificate.ts';
import { RecordEntries } from '../components/record-entries.tsx';
import { ShareCodeRedeem } from '../components/share-code-redeem.tsx';
import '../records.css';

/** The token of a scanned code: the `token` of the verify address, or the text pasted as it is. */
function tokenOf(text: string): string {
  try {
    return new URL(text).searchParams.get('token') ?? text.trim();
  } catch {
    return text.trim();
  }
}

/**
 * The public check of a certificate: the QR code leads here with its token; the page says whether the
 * certificate is genuine and unaltered and shows the facts to compare with the paper. An employer given a
 * share code reads the certificate it was made for, once.
 */
export default function TcrVerifyPage() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const [params] = useSearchParams();
  const given = params.get('token') ?? '';
  const [text, setText] = useState(given);
  const verify = useVerifyCertificate();
  const { mutate } = verify;
  useEffect(() => {
    if (given) mutate(given);
  }, [given, mutate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tokenOf(text)) verify.mutate(tokenOf(text));
  };
  const v = verify.data;
  return (
    <>
      <Banner />
      <div className="container page-body records-page">
        <h2 className="ticket-h2">{t('verify.title')}</h2>
        <p>{t('verify.intro')}</p>
        <form className="records-form" onSubmit={submit}>
          <label>
            {t('verify.token')}
            <Input.TextArea value={text} rows={3} onChange={(e) => setText(e.target.value)} />
          </label>
          <Button type="primary" htmlType="submit" loading={verify.isPending}>
            {t('verify.check')}
          </Button>
        </form>
        <section aria-live="polite">
          {v?.genuine === true && (
            <>
              <Alert
                type="success"
                showIcon
                title={t('verify.genuine')}
                description={t('verify.genuineText', {
                  no: v.certificateNo,
                  issuedAt: formatDate(v.issuedAt, locale, 'datetime'),
                })}
              />
              <dl className="ticket-facts">
                <FactRow label={t('field.certificateNo')}>{v.certificateNo}</FactRow>
                <FactRow label={t('field.holder')}>
                  {v.holderChnName ? `${v.holderName} ${v.holderChnName}` : v.holderName}
                </FactRow>
                <FactRow label={t('verify.documents')}>{`${v.idNo} / ${v.licenceNo}`}</FactRow>
                <FactRow label={t('verify.recordAsOf')}>
                  {formatDate(v.recordAsOf, locale, 'datetime')}
                </FactRow>
                <FactRow label={t('verify.entries')}>{v.entries}</FactRow>
                <FactRow label={t('verify.points')}>{v.pointsTotal}</FactRow>
              </dl>
              <RecordEntries entries={v.recordEntries} pointsTotal={v.pointsTotal} />
            </>
          )}
          {v?.genuine === false && (
            <Alert
              type="error"
              showIcon
              title={t('verify.notGenuine')}
              description={t('verify.notGenuineText')}
            />
          )}
        </section>
        <h2 className="ticket-h2">{t('share.redeemTitle')}</h2>
        <p>{t('share.redeemIntro')}</p>
        <ShareCodeRedeem />
      </div>
    </>
  );
}
