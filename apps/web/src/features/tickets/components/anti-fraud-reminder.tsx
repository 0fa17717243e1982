import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The reminder beside every payment action: the police never ask for payment by link or phone. */
export function AntiFraudReminder() {
  const { t } = useTranslation('tickets');
  return <Alert type="warning" showIcon title={t('fraud.title')} description={t('fraud.text')} />;
}
