import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { FormFailureAndSubmit } from '../../../components/form-failure-and-submit.tsx';
import { fieldMessages } from '../../../lib/api-client.ts';
import { useLookupTicket } from '../api/lookup-ticket.ts';
import { CaptchaField, TicketField } from '../../../components/ticket-field.tsx';
import {
  lookupErrorKeys,
  normalisedLookup,
  validationText,
  type LookupErrorKeys,
  type LookupErrors,
  type LookupValues,
} from '../lookup-form.ts';
import { saveLookup } from '../../../lib/lookup-storage.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import '../tickets.css';
import { valuesTypedBeforeHydration } from '../../../lib/hydration.ts';

/** Look a ticket up by notice no and vehicle no, behind the proof-of-work captcha. */
export default function TicketSearchPage() {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<LookupValues>({ noticeNo: '', vehicleNo: '' });
  const [errors, setErrors] = useState<LookupErrorKeys>({});
  /** What the server refused in a field the form let through, in the server's words (already translated). */
  const [serverErrors, setServerErrors] = useState<LookupErrors>({});
  // A ref, not state: the widget shows "Verified" and reports the payload in one task, but React renders
  // a state change from a non-React event later. A Search pressed in between (a quick visitor, a busy
  // machine) read the state of the last render, found no payload and asked for the captcha again.
  const captcha = useRef<string | null>(null);
  const [captchaError, setCaptchaError] = useState(false);
  /** The server's words when it refused the captcha (spent or expired); a new puzzle is shown. */
  const [captchaRefused, setCaptchaRefused] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const lookup = useLookupTicket();

  // Typed into the page rendered at build time before the script arrived: kept, not lost at hydration.
  useEffect(() => {
    const typed = valuesTypedBeforeHydration({ noticeNo: `${id}-noticeNo`, vehicleNo: `${id}-vehicleNo` });
    if (typed.noticeNo === undefined && typed.vehicleNo === undefined) return;
    // The DOM is the external system here, read once; a render with the typed values must follow.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((v) => ({ ...v, ...typed }));
  }, [id]);

  const set = (field: keyof LookupValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (serverErrors[field]) setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = lookupErrorKeys(values);
    setErrors(found);
    setServerErrors({});
    setCaptchaError(!captcha.current);
    setCaptchaRefused(null);
    if (found.noticeNo || found.vehicleNo) {
      document.getElementById(`${id}-${found.noticeNo ? 'noticeNo' : 'vehicleNo'}`)?.focus();
      return;
    }
    if (!captcha.current) return;
    lookup.mutate(
      { ...normalisedLookup(values), captcha: captcha.current },
      {
        onSuccess: (result) => {
          saveLookup(result.lookupToken, result.expiresInSeconds, result.ticket);
          void navigate('/ticket/details');
        },
        // The typed values stay. A solved captcha serves a few look-ups (a typo costs no new puzzle), so
        // the widget starts again only when the server refuses the captcha itself.
        onSettled: (_data, error) => {
          if (!error) return;
          const refused = fieldMessages(error);
          if (refused.captcha) {
            setResetKey((k) => k + 1);
            setCaptchaRefused(refused.captcha);
          }
          const fields: LookupErrors = { noticeNo: refused.noticeNo, vehicleNo: refused.vehicleNo };
          setServerErrors(fields);
          const first = fields.noticeNo ? 'noticeNo' : fields.vehicleNo ? 'vehicleNo' : null;
          if (first) document.getElementById(`${id}-${first}`)?.focus();
        },
      },
    );
  };

  const field = (name: keyof LookupValues, label: string, hint: string) => {
    const local = errors[name];
    const error = local ? validationText(local.key, locale, local.params) : serverErrors[name];
    return (
      <TicketField id={`${id}-${name}`} label={label} hint={hint} error={error}>
        {(props) => (
          <Input
            {...props}
            value={values[name]}
            onChange={(e) => set(name)(e.target.value)}
            autoComplete="off"
            maxLength={name === 'noticeNo' ? 32 : 16}
            aria-required
          />
        )}
      </TicketField>
    );
  };

  const serverError = lookup.error;
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          <p>{t('search.intro')}</p>
          <form onSubmit={submit} noValidate className="ticket-form" aria-describedby={`${id}-required`}>
            <p id={`${id}-required`} className="ticket-hint">
              {t('search.allRequired')}
            </p>
            {field('noticeNo', t('fields.noticeNo'), t('search.noticeHint'))}
            {field('vehicleNo', t('fields.vehicleNo'), t('search.vehicleHint'))}
            <CaptchaField
              idPrefix={id}
              resetKey={resetKey}
              error={captchaError ? validationText('validation.captcha.required', locale) : captchaRefused}
              onChange={(payload) => {
                captcha.current = payload;
                if (payload) {
                  setCaptchaError(false);
                  setCaptchaRefused(null);
                }
              }}
            />
            <FormFailureAndSubmit
              failure={serverError}
              loading={lookup.isPending}
              text={(key) => t(`search.${key}`)}
            />
          </form>
        </div>
      </div>
    </>
  );
}
