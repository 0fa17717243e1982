import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A payment page opened without the look-up that names its ticket (another browser, a bookmark, an
 * expired enquiry): how to reach the ticket, its payment and its receipt again.
 */
export function LookUpAgain() {
  const { t } = useTranslation('payments');
  return (
    <>
      <Alert type="info" showIcon title={t('elsewhere.title')} description={t('elsewhere.text')} />
      <p>
        <Link to="/ticket/search">{t('next.searchAgain')}</Link>
      </p>
    </>
  );
}
