import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob.ts';
import { downloadCertificate } from '../api/download-certificate.ts';

/** Downloads the certificate PDF of a completed application. */
export function CertificateButton({
  id,
  certificateNo,
  company,
}: {
  id: string;
  certificateNo: string;
  company: boolean;
}) {
  const { t } = useTranslation('records');
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setFailed(null);
    setBusy(true);
    try {
      saveBlob(await downloadCertificate(id, company), `${certificateNo}.pdf`);
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      setFailed(typeof message === 'string' && message ? message : t('hub.download'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="primary" loading={busy} onClick={() => void download()}>
        {t('hub.download')}
      </Button>
      <div role="alert">{failed && <Alert type="error" showIcon title={failed} />}</div>
    </>
  );
}
