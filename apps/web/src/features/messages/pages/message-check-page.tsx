import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translate } from '@eticket/domain/i18n/translate';
import { VALIDATION_MESSAGES } from '@eticket/domain/i18n/validation-messages';
import { MAX_CHECK_TEXT, type MessageCheckResult } from '@eticket/domain/messages/message-check.schemas';
import { Banner } from '../../../components/banner.tsx';
import { FormFailureAndSubmit } from '../../../components/form-failure-and-submit.tsx';
import { CaptchaField, TicketField, type TicketFieldInputProps } from '../../../components/ticket-field.tsx';
import { fieldMessages } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useCheckMessage } from '../api/check-message.ts';
import {
  checkBodyOf,
  checkErrors,
  type CheckErrors,
  type CheckField,
  type CheckMode,
  type CheckValues,
} from '../check-form.ts';
import '../../../components/ticket-page.css';
import '../messages.css';

const EMPTY: CheckValues = { text: '', sender: '', noticeNo: '', vehicleNo: '' };
const FIELD_ORDER: CheckField[] = ['text', 'sender', 'noticeNo', 'vehicleNo'];

/**
 * "Is this message real?": a pasted SMS or e-mail (or its sender and ticket numbers) checked by the
 * server behind the look-up's captcha, answered in plain words with what gave a scam away and the
 * anti-scam hotline.
 */
export default function MessageCheckPage() {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const id = useId();
  const [mode, setMode] = useState<CheckMode>('text');
  const [values, setValues] = useState<CheckValues>(EMPTY);
  const [errors, setErrors] = useState<CheckErrors>({});
  // A ref, as on the look-up: the widget reports the payload before React renders the state change.
  const captcha = useRef<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const check = useCheckMessage();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (check.data) resultHeading.current?.focus();
  }, [check.data]);

  const set = (field: CheckField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkErrors(mode, values, locale);
    setErrors(found);
    setCaptchaError(
      captcha.current ? null : translate(VALIDATION_MESSAGES, 'validation.captcha.required', locale),
    );
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (!captcha.current) return;
    check.mutate(checkBodyOf(mode, values, captcha.current), {
      onError: (error) => {
        const refused = fieldMessages(error);
        if (refused.captcha) {
          setResetKey((k) => k + 1);
          setCaptchaError(refused.captcha);
        }
        const fromServer: CheckErrors = {};
        for (const field of FIELD_ORDER) if (refused[field]) fromServer[field] = { text: refused[field] };
        setErrors(fromServer);
      },
    });
  };

  const errorText = (field: CheckField) => {
    const error = errors[field];
    if (!error) return undefined;
    return 'key' in error ? t(error.key) : error.text;
  };

  const field = (name: CheckField, label: string, hint: string, input: (props: FieldProps) => ReactNode) => (
    <TicketField id={`${id}-${name}`} label={label} hint={hint} error={errorText(name)}>
      {(props) => input({ ...props, value: values[name], onChange: set(name) })}
    </TicketField>
  );
  const line =
    (maxLength: number, required: boolean) =>
    ({ onChange, ...props }: FieldProps) => (
      <Input
        {...props}
        maxLength={maxLength}
        autoComplete="off"
        aria-required={required}
        onChange={(e) => onChange(e.target.value)}
      />
    );

  const failure = check.error && !fieldMessages(check.error).captcha ? check.error : null;
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="message-page">
          <p>{t('check.intro')}</p>
          <form onSubmit={submit} noValidate className="ticket-form">
            <fieldset className="message-filter">
              <legend id={`${id}-mode`}>{t('check.mode')}</legend>
              <Radio.Group
                aria-labelledby={`${id}-mode`}
                value={mode}
                onChange={(event) => {
                  setMode(event.target.value as CheckMode);
                  setErrors({});
                }}
                options={(['text', 'fields'] as const).map((m) => ({
                  value: m,
                  label: t(`check.modes.${m}`),
                }))}
              />
            </fieldset>
            {mode === 'text' ? (
              <>
                {field('text', t('check.text'), t('check.textHint'), ({ onChange, ...props }) => (
                  <Input.TextArea
                    {...props}
                    rows={6}
                    maxLength={MAX_CHECK_TEXT}
                    aria-required
                    onChange={(e) => onChange(e.target.value)}
                  />
                ))}
                {field('sender', t('check.sender'), t('check.senderOptionalHint'), line(200, false))}
              </>
            ) : (
              <>
                {field('sender', t('check.sender'), t('check.senderHint'), line(200, true))}
                {field('noticeNo', t('check.noticeNo'), t('check.noticeHint'), line(32, true))}
                {field('vehicleNo', t('check.vehicleNo'), t('check.vehicleHint'), line(16, true))}
              </>
            )}
            <CaptchaField
              idPrefix={id}
              resetKey={resetKey}
              error={captchaError}
              onChange={(payload) => {
                captcha.current = payload;
                if (payload) setCaptchaError(null);
              }}
            />
            <FormFailureAndSubmit
              failure={failure}
              loading={check.isPending}
              text={(key) => t(`check.${key}`)}
            />
          </form>
          {check.data && <CheckAnswer result={check.data} headingRef={resultHeading} />}
        </div>
      </div>
    </>
  );
}

interface FieldProps extends TicketFieldInputProps {
  value: string;
  onChange: (value: string) => void;
}

/** Each verdict's look and explanation: a missing sender is neither genuine nor a scam, it is asked for. */
const VERDICT_VIEWS = {
  GENUINE: { className: 'message-verdict-genuine', text: 'check.genuineText' },
  SUSPICIOUS: { className: 'message-verdict-suspicious', text: 'check.suspiciousText' },
  SENDER_NEEDED: { className: 'message-verdict-unchecked', text: 'check.senderNeededText' },
} as const satisfies Record<MessageCheckResult['verdict'], { className: string; text: string }>;

/** The answer in plain words: the verdict, what gave a scam away (pointed out, never as a link), 18222. */
function CheckAnswer({
  result,
  headingRef,
}: {
  result: MessageCheckResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('messages');
  const view = VERDICT_VIEWS[result.verdict];
  const genuine = result.verdict === 'GENUINE';
  return (
    <section className={`message-verdict ${view.className}`} aria-labelledby="message-check-verdict">
      <h2 id="message-check-verdict" ref={headingRef} tabIndex={-1}>
        {t(`check.verdicts.${result.verdict}`)}
      </h2>
      <p>{t(view.text)}</p>
      {result.verdict === 'SUSPICIOUS' && !result.senderChecked && <p>{t('check.senderNotChecked')}</p>}
      {result.reasons.length > 0 && (
        <ul>
          {result.reasons.map((reason) => (
            <li key={`${reason.code}-${reason.found ?? ''}`}>
              {t(`check.reasons.${reason.code}`, {
                noticeNo: result.noticeNo ?? '',
                vehicleNo: result.vehicleNo ?? '',
              })}
              {reason.found && (
                <>
                  {' '}
                  {t('check.found')} <span className="message-found">{reason.found}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.noticeNo && result.vehicleNo && (
        <p>{t('check.checked', { noticeNo: result.noticeNo, vehicleNo: result.vehicleNo })}</p>
      )}
      <p>
        <strong>{t('check.hotline')}</strong> <a href={`tel:${result.hotline}`}>{result.hotline}</a>
      </p>
      {genuine && (
        <p>
          <Link to="/ticket/search">{t('check.lookUp')}</Link>
        </p>
      )}
    </section>
  );
}
