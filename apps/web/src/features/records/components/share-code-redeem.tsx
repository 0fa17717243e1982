import { useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { shareCodeSchema, type TcrSharedCertificate } from '@eticket/domain/records/tcr-share.schemas';
import { FieldError, invalidProps } from '../../../components/field-error.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useRedeemShareCode } from '../api/redeem-share-code.ts';
import { SharedCertificate } from './shared-certificate.tsx';

const FIELD_ERROR = 'share-code-error';

/**
 * The employer enters the share code he was given: the certificate shows in full, once. A refused code
 * stays in the field, with the reason beside it.
 */
export function ShareCodeRedeem() {
  const { t } = useTranslation('records');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  // What a code showed stays on the page whatever is tried next: it cannot be shown again.
  const [shown, setShown] = useState<TcrSharedCertificate | null>(null);
  const redeem = useRedeemShareCode();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = shareCodeSchema.safeParse(text);
    setInvalid(!parsed.success);
    if (parsed.success) redeem.mutate(parsed.data, { onSuccess: setShown });
  };
  return (
    <>
      <form className="records-form" onSubmit={submit} noValidate>
        <label>
          {t('share.code')}
          <Input
            value={text}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            onChange={(e) => setText(e.target.value)}
            {...invalidProps(FIELD_ERROR, invalid ? t('share.invalidCode') : null)}
          />
        </label>
        <FieldError id={FIELD_ERROR} message={invalid ? t('share.invalidCode') : null} />
        <Button type="primary" htmlType="submit" loading={redeem.isPending}>
          {t('share.open')}
        </Button>
      </form>
      <section aria-live="polite">
        {redeem.isError && (
          <Alert type="error" showIcon title={failureMessage(redeem.error) || t('share.failed')} />
        )}
        {shown && <SharedCertificate certificate={shown} />}
      </section>
    </>
  );
}
