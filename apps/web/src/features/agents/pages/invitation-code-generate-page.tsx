import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GeneratedCode } from '@eticket/domain/agents/agents.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { fieldMessages, type ApiResult } from '../../../lib/api-client.ts';
import { FieldError, invalidProps } from '../../../components/field-error.tsx';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { generateCode } from '../api/generate-code.ts';
import { useOwnerMarks } from '../api/owner-vehicles.ts';
import { sendCode } from '../api/send-code.ts';
import { MarkPicker } from '../components/mark-picker.tsx';
import { useWhen } from '../components/when.ts';
import '../agents.css';

/** /my-account/invitation-code/generate: a code for chosen vehicles, then sent by SMS or e-mail. */
export default function InvitationCodeGeneratePage() {
  const { t } = useTranslation('agents');
  const when = useWhen();
  const marks = useOwnerMarks();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [generated, setGenerated] = useState<GeneratedCode | null>(null);
  const [channel, setChannel] = useState<'SMS' | 'EMAIL'>('SMS');
  const [destination, setDestination] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  // The server's word on the destination it refused, shown on that field in the user's language.
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const errorId = useId();

  const onGenerate = async (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) return setHint(t('generate.chooseOne'));
    setHint(null);
    setBusy(true);
    try {
      setGenerated(await generateCode(selected));
      setSentTo(null);
      await client.invalidateQueries({ queryKey: ['agents', 'invitations'] });
    } catch {
      // The request layer has shown the refusal in a dialog.
    } finally {
      setBusy(false);
    }
  };
  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    if (!generated) return;
    setBusy(true);
    try {
      const sent = await sendCode({
        invitationId: generated.invitationId,
        code: generated.code,
        channel,
        destination,
      });
      setSentTo(sent.destination);
    } catch (error) {
      // A refused destination is told on its field; any other refusal the request layer has shown.
      const result = error as ApiResult<unknown>;
      const refused = fieldMessages(result).destination;
      if (refused || result.code === ERROR_CODES.VALIDATION_FAILED)
        setDestinationError(refused ?? result.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPageFrame>
      <p>{t('generate.intro')}</p>
      {marks.isPending && <Loading />}
      {marks.error && <LoadError error={marks.error} onRetry={() => void marks.refetch()} />}
      {marks.data && (
        <form className="form-stack" onSubmit={(e) => void onGenerate(e)}>
          <MarkPicker
            legend={t('generate.vehicles')}
            marks={marks.data}
            selected={selected}
            onChange={setSelected}
            labelKey="generate.select"
          />
          {hint && (
            <p className="form-error" role="alert">
              {hint}
            </p>
          )}
          <div className="form-actions">
            <Button type="primary" htmlType="submit" loading={busy && !generated}>
              {t('generate.submit')}
            </Button>
          </div>
        </form>
      )}
      {generated && (
        <section aria-labelledby="code-heading">
          <h2 id="code-heading">{t('generate.code')}</h2>
          <p className="agents-code" data-testid="invitation-code">
            {generated.code}
          </p>
          <p>
            {generated.vehicleNos.join(', ')} · {t('generate.expires', { time: when(generated.expiresAt) })}
          </p>
          {/* Sent once: a new code is made for another invitee. */}
          {!sentTo && (
            <form className="form-stack" onSubmit={(e) => void onSend(e)}>
              <h3>{t('generate.send')}</h3>
              <Radio.Group
                aria-label={t('generate.channel')}
                value={channel}
                onChange={(e) => {
                  // A mobile number is no e-mail address: the other channel starts with an empty field.
                  setChannel(e.target.value as 'SMS' | 'EMAIL');
                  setDestination('');
                  setDestinationError(null);
                }}
              >
                <Radio value="SMS">{t('generate.sms')}</Radio>
                <Radio value="EMAIL">{t('generate.email')}</Radio>
              </Radio.Group>
              <label className="form-field">
                <span className="form-label">
                  {channel === 'SMS' ? t('generate.mobile') : t('generate.address')}
                </span>
                <Input
                  value={destination}
                  inputMode={channel === 'SMS' ? 'tel' : 'email'}
                  autoComplete="off"
                  {...invalidProps(errorId, destinationError)}
                  onChange={(e) => {
                    setDestination(e.target.value);
                    setDestinationError(null);
                  }}
                />
              </label>
              <FieldError id={errorId} message={destinationError} />
              <div className="form-actions">
                <Button type="primary" htmlType="submit" disabled={busy || !destination.trim()}>
                  {t('generate.sendSubmit')}
                </Button>
              </div>
            </form>
          )}
          {sentTo && (
            <Alert type="success" showIcon role="status" message={t('generate.sent', { to: sentTo })} />
          )}
        </section>
      )}
    </FormPageFrame>
  );
}
