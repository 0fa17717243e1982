import { useTranslation } from 'react-i18next';
import { ORG_DOC_TYPES } from '@eticket/domain/accounts/org.schemas';
import { readDraft, saveDraft } from '../register-flow.ts';
import { validateCompanyDocument } from '../validate-document.ts';
import { DocumentForm, type DocumentValue } from './document-form.tsx';

export type OrgDocType = (typeof ORG_DOC_TYPES)[number];

/** The company's document (CR, BR or TD number), kept as a draft across failures, pages and the login. */
export function CompanyDocumentForm(props: {
  onSubmit: (value: DocumentValue<OrgDocType>) => Promise<void>;
  refusal?: React.ReactNode;
  onChange?: () => void;
}) {
  const { t } = useTranslation('identity');
  const draft = readDraft('company');
  const initial: DocumentValue<OrgDocType> = {
    type: ORG_DOC_TYPES.includes(draft?.docType as OrgDocType) ? (draft!.docType as OrgDocType) : 'B',
    number: draft?.docNo ?? '',
  };
  const keep = (value: DocumentValue<OrgDocType>) =>
    saveDraft('company', { docType: value.type, docNo: value.number });
  return (
    <DocumentForm<OrgDocType>
      types={ORG_DOC_TYPES}
      typeLabel={t('company.docType')}
      typeText={(type) => t(`company.docTypes.${type}`)}
      numberLabel={t('company.docNo')}
      initial={initial}
      validate={validateCompanyDocument}
      onChange={(value) => {
        keep(value);
        props.onChange?.();
      }}
      onSubmit={async (value) => {
        keep(value);
        await props.onSubmit(value);
      }}
      submitLabel={t('register.next')}
      refusal={props.refusal}
    />
  );
}
