import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { EContact } from '../api/get-e-contact.ts';

/** The 72-hour notice in all three languages, whatever the page language (spec section 2). */
const NOTICE = [
  {
    lang: 'en',
    text: 'Vehicle owners and driving licence holders must inform the Transport Department within 72 hours of any change of their electronic contact means.',
  },
  { lang: 'zh-Hant-HK', text: '車主及駕駛執照持有人如更改電子聯絡方式，須於72小時內通知運輸署。' },
  { lang: 'zh-Hans-CN', text: '车主及驾驶执照持有人如更改电子联络方式，须于72小时内通知运输署。' },
];

const ORG_DOC_KEYS: Record<string, string> = { F: 'details.docF', B: 'details.docB', T: 'details.docT' };

export interface MyDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  contact: EContact | undefined;
  /** An organisation shows its company name and company document. */
  organisation: boolean;
}

/** 'My details': names, the masked document number by type, the contact means and the 72-hour notice. */
export function MyDetailsDialog({ open, onClose, contact, organisation }: MyDetailsDialogProps) {
  const { t } = useTranslation('accounts');
  const rows: [string, string][] = [];
  if (contact) {
    if (organisation) {
      rows.push([
        t('details.companyName'),
        [contact.nameEng, contact.nameChi].filter((v) => v && v !== '-').join(' ') || '-',
      ]);
      rows.push([t(ORG_DOC_KEYS[contact.docType ?? ''] ?? 'details.docB'), contact.docNo || '-']);
    } else {
      rows.push([t('details.nameEng'), contact.nameEng || '-']);
      rows.push([t('details.nameChi'), contact.nameChi || '-']);
      const licence = contact.idType === 'DL';
      rows.push([t(licence ? 'details.licenceNo' : 'details.idNo'), contact.idNo || '-']);
    }
    rows.push([
      t(contact.contactMeansInd === 'E' ? 'details.email' : 'details.mobile'),
      contact.display || '-',
    ]);
  }
  return (
    <Dialog open={open} title={t('details.title')} onClose={onClose}>
      {contact ? (
        <dl className="account-details">
          {rows.map(([label, value]) => (
            <div key={label} className="account-details-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      <div className="account-notice">
        {NOTICE.map((n) => (
          <p key={n.lang} lang={n.lang}>
            {n.text}
          </p>
        ))}
      </div>
    </Dialog>
  );
}
