import { useTranslation } from 'react-i18next';
import { honorificOf } from '@eticket/domain/accounts/roles';
import type { EContact } from '../api/get-e-contact.ts';

export interface PersonalDetailsProps {
  name: string;
  gender: string | undefined;
  contact: EContact | undefined;
}

/** Name with Mr./Ms., the masked electronic contact and the masked document number. */
export function PersonalDetails({ name, gender, contact }: PersonalDetailsProps) {
  const { t } = useTranslation(['accounts', 'common']);
  return (
    <section className="account-section" aria-labelledby="personal-details-heading">
      <h2 id="personal-details-heading">{t('personal.heading')}</h2>
      <dl className="account-details">
        <div className="account-details-row">
          <dt>{t('personal.name')}</dt>
          <dd className="account-name">{`${t(`common:${honorificOf(gender)}`)} ${name}`}</dd>
        </div>
        <div className="account-details-row">
          <dt>{t('personal.eContact')}</dt>
          <dd>{contact?.display || '-'}</dd>
        </div>
        <div className="account-details-row">
          <dt>{t('personal.docNo')}</dt>
          <dd>{contact?.idNo && contact.idNo !== '-' ? contact.idNo : contact?.docNo || '-'}</dd>
        </div>
      </dl>
    </section>
  );
}
