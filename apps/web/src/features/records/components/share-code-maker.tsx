import { useState, type FormEvent } from 'react';
import { Alert, Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTcrList } from '../api/get-tcr-list.ts';
import { useMakeShareCode } from '../api/make-share-code.ts';
import { failureMessage } from '../../../lib/failure-message.ts';

/**
 * The holder makes a share code: he chooses which of his completed certificates (this page's by default)
 * and sees the code once, with its expiry.
 */
export function ShareCodeMaker({ id, certificateNo }: { id: string; certificateNo: string }) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const [chosen, setChosen] = useState(id);
  const list = useTcrList(false, { page: 1, pageSize: 50 });
  const make = useMakeShareCode();
  const completed = (list.data?.list ?? []).filter((a) => a.status === 'COMPLETED' && a.certificateNo);
  const options = (
    completed.some((a) => a.id === id) ? completed : [{ id, certificateNo }, ...completed]
  ).map((a) => ({ value: a.id, label: t('share.certificateOption', { no: a.certificateNo, id: a.id }) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    make.mutate({ id: chosen });
  };
  const made = make.data;
  return (
    <form className="records-form" onSubmit={submit}>
      <label htmlFor="share-certificate">{t('share.certificate')}</label>
      <Select id="share-certificate" value={chosen} onChange={setChosen} options={options} />
      <Button type="primary" htmlType="submit" loading={make.isPending}>
        {t('share.make')}
      </Button>
      <div role="alert">
        {make.isError && <Alert type="error" showIcon title={failureMessage(make.error)} />}
      </div>
      <section aria-live="polite">
        {made && (
          <Alert
            type="success"
            showIcon
            title={t('share.made', { no: made.certificateNo })}
            description={
              <>
                <p className="records-code" data-testid="share-code">
                  {made.shareCode}
                </p>
                <p>{t('share.madeHint', { until: formatDate(made.expiresAt, locale, 'datetime') })}</p>
              </>
            }
          />
        )}
      </section>
    </form>
  );
}
