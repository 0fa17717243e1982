import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  attachmentRefusal,
  DISPUTE_FILE_ACCEPT,
  DISPUTE_MAX_FILES,
} from '@eticket/domain/disputes/dispute-files';
import {
  DISPUTE_GROUNDS,
  DISPUTE_STATEMENT_MAX,
  duplicateStatement,
  type DisputeDraft,
  type DisputeGround,
} from '@eticket/domain/disputes/dispute.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { Banner } from '../../../components/banner.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { createDispute, draftOfRefusal } from '../api/create-dispute.ts';
import { signingProvider } from '../api/dispute-signing.ts';
import { DraftChoice } from '../components/draft-choice.tsx';
import { useDraftPrefill } from '../hooks/use-draft-prefill.ts';
import '../disputes.css';

const REFUSAL_KEYS: Record<string, string> = {
  [ERROR_CODES.DISPUTE_TOO_MANY_FILES]: 'DISPUTE_TOO_MANY_FILES',
  [ERROR_CODES.DISPUTE_FILES_TOO_LARGE]: 'DISPUTE_FILES_TOO_LARGE',
  [ERROR_CODES.DISPUTE_FILE_TYPE]: 'DISPUTE_FILE_TYPE',
  [ERROR_CODES.DISPUTE_EXISTS]: 'DISPUTE_EXISTS',
  [ERROR_CODES.DISPUTE_NOT_ALLOWED]: 'DISPUTE_NOT_ALLOWED',
  [ERROR_CODES.DISPUTE_NOT_DUPLICATE]: 'DISPUTE_NOT_DUPLICATE',
};

const signPath = (reference: string) => `/ticket/iam-smart/sign?reference=${encodeURIComponent(reference)}`;

/**
 * /ticket/dispute?noticeNo=: the owner or named driver disputes liability. Grounds with the evidence each
 * needs, a statement, up to 3 files (JPG, PNG or PDF, under 10 MB together), the declaration; then the
 * dispute is signed with iAM Smart on the next page. Until signed it is a draft (ADR 0046): `&draft=`
 * starts again from one (its entries filled in, replaced when sent), and a form sent while a draft lives
 * offers to continue signing that one or to replace it with this form.
 */
export default function DisputePage() {
  const { t } = useTranslation('disputes');
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const noticeNo = params.get('noticeNo') ?? '';
  // Set by the ticket's page for the later ticket of a possible duplicate pair (ADR 0062): the ground is
  // offered, chosen and its statement written; nothing needs uploading.
  const duplicateOf = params.get('duplicateOf');
  const grounds = DISPUTE_GROUNDS.filter((g) => g !== 'DUPLICATE' || duplicateOf);
  const [ground, setGround] = useState<DisputeGround | undefined>(duplicateOf ? 'DUPLICATE' : undefined);
  const [statement, setStatement] = useState(duplicateOf ? duplicateStatement(duplicateOf) : '');
  const [files, setFiles] = useState<File[]>([]);
  const [declared, setDeclared] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The draft this form replaces when sent ("start again"). */
  const [replaces, setReplaces] = useState<string | undefined>();
  /** The live draft the server named when the form was sent without replacing it. */
  const [pending, setPending] = useState<DisputeDraft | null>(null);
  const busy = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const prefill = useDraftPrefill(params.get('draft'), (draft) => {
    setGround(draft.ground);
    setStatement(draft.statement);
    setFiles(draft.files);
    setReplaces(draft.reference);
  });

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    const refusal = attachmentRefusal(chosen.map((f) => ({ name: f.name, size: f.size })));
    if (refusal) {
      setProblem(t(`refusal.${refusal}`, { max: DISPUTE_MAX_FILES }));
      return;
    }
    setProblem(null);
    setFiles(chosen);
  };

  const send = (chosen: DisputeGround, replacing: string | undefined) => {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    setPending(null);
    const form = { noticeNo, ground: chosen, statement: statement.trim(), declaration: 'true' as const };
    void createDispute(replacing ? { ...form, replaces: replacing } : form, files).then((result) => {
      busy.current = false;
      if (result.code === '0' && result.data) {
        void navigate(signPath(result.data.reference));
        return;
      }
      const draft = draftOfRefusal(result);
      if (draft) return setPending(draft);
      const key = REFUSAL_KEYS[result.code];
      // The server's message is in the caller's language and names the refused file.
      if (key) setProblem(result.message || t(`refusal.${key}`, { max: DISPUTE_MAX_FILES }));
    });
  };

  /** Sends the form as it is now (replacing the draft named), once it is complete. */
  const sendIfComplete = (replacing: string | undefined) => {
    if (!ground) return setProblem(t('form.groundMissing'));
    if (statement.trim().length < 10) return setProblem(t('form.statementShort'));
    if (!declared) return setProblem(t('form.declarationMissing'));
    send(ground, replacing);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendIfComplete(replaces);
  };

  if (!noticeNo) {
    return (
      <>
        <Banner />
        <div className="container page-body">
          <p>
            <Link to="/ticket/list">{t('backToList')}</Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <Banner />
      <div className="container page-body">
        <form className="dispute-page" onSubmit={submit} noValidate>
          <p className="dispute-intro">
            {t('form.intro', { noticeNo, provider: t(`providers.${signingProvider()}`) })}
          </p>
          {prefill.state === 'loading' && <p role="status">{t('draft.loading')}</p>}
          {prefill.state === 'ready' && (
            <p className="dispute-guidance" role="note">
              {t('draft.replacing', { reference: prefill.reference })}
            </p>
          )}
          {prefill.state === 'failed' && (
            <p className="dispute-guidance" role="note">
              {t(`draft.${prefill.failure}`)}
            </p>
          )}
          <div className="dispute-field">
            <span id={`${id}-ground`} className="dispute-label">
              {t('form.ground')}
            </span>
            <Select
              labelledBy={`${id}-ground`}
              options={grounds.map((g) => ({ value: g, label: t(`grounds.${g}`) }))}
              value={ground}
              onChange={setGround}
              placeholder={t('form.groundPlaceholder')}
            />
            {ground && (
              <p className="dispute-guidance" role="note">
                {t(`guidance.${ground}`, { noticeNo: duplicateOf })}
              </p>
            )}
          </div>
          <div className="dispute-field">
            <label htmlFor={`${id}-statement`} className="dispute-label">
              {t('form.statement')}
            </label>
            <Input.TextArea
              id={`${id}-statement`}
              value={statement}
              onChange={(e) => setStatement(e.target.value)}
              maxLength={DISPUTE_STATEMENT_MAX}
              rows={6}
            />
          </div>
          <div className="dispute-field">
            <label htmlFor={`${id}-files`} className="dispute-label">
              {t('form.files')}
            </label>
            <p id={`${id}-files-hint`} className="dispute-hint">
              {t('form.filesHint', { max: DISPUTE_MAX_FILES })}
            </p>
            <input
              ref={fileInput}
              id={`${id}-files`}
              type="file"
              multiple
              accept={DISPUTE_FILE_ACCEPT}
              aria-describedby={`${id}-files-hint`}
              onChange={chooseFiles}
            />
            {files.length > 0 && (
              <ul className="dispute-files" aria-label={t('form.chosen')}>
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    <span>{f.name}</span>{' '}
                    <button
                      type="button"
                      className="dispute-remove"
                      onClick={() => setFiles(files.filter((_, j) => j !== i))}
                      aria-label={t('form.remove', { name: f.name })}
                    >
                      {t('form.removeShort')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Checkbox checked={declared} onChange={setDeclared}>
            {t('form.declaration')}
          </Checkbox>
          <p className="dispute-hint">
            {t('form.signingNote', { provider: t(`providers.${signingProvider()}`) })}
          </p>
          {problem && <Alert type="error" role="alert" showIcon message={problem} />}
          {pending && (
            <DraftChoice
              draft={pending}
              onContinue={() => void navigate(signPath(pending.reference))}
              onReplace={() => sendIfComplete(pending.reference)}
            />
          )}
          <div className="dispute-actions">
            <Button type="primary" htmlType="submit">
              {t('form.submit')}
            </Button>
            <Link to={`/ticket/list-detail?noticeNo=${encodeURIComponent(noticeNo)}`}>
              {t('form.cancel')}
            </Link>
          </div>
        </form>
      </div>
    </>
  );
}
