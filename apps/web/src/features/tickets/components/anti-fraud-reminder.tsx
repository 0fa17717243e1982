import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';

/**
 * The reminder beside every payment action: the police never ask for payment by link or phone. In plain
 * markup (drawn as antd's warning Alert), so a page drawn without antd shows it with its first paint.
 */
export function AntiFraudReminder() {
  const { t } = useTranslation('tickets');
  return <Notice type="warning" title={t('fraud.title')} description={t('fraud.text')} />;
}
