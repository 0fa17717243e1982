import { useId, useState, type FormEvent } from 'react';
import { Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  REMINDER_DAYS,
  SETTING_CHANNELS,
  type MessageSetting,
  type MessageSettingInput,
  type SettingType,
} from '@eticket/domain/messages/message-setting.schemas';
import { LOCALES, type Locale } from '@eticket/domain/common/locale';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { getAgentId } from '../../../lib/session.ts';
import { useMessageSettings } from '../api/get-message-settings.ts';
import { useSaveMessageSettings } from '../api/save-message-settings.ts';
import '../messages.css';
import { SelectField } from '../../../components/select-field.tsx';

const inputOf = ({ type, enabled, channel, daysBefore }: MessageSetting): MessageSettingInput => ({
  type,
  enabled,
  channel,
  daysBefore,
});

/** Which messages the acting role receives and how; e-tickets and demand notices cannot be turned off. */
export default function MessageSettingPage() {
  const { t } = useTranslation('messages');
  const { data, error, isPending, refetch } = useMessageSettings();
  const save = useSaveMessageSettings();
  /** The user's changes not yet saved, by type, over the settings as the server holds them. */
  const [edits, setEdits] = useState<Partial<Record<SettingType, Partial<MessageSettingInput>>>>({});
  const [language, setLanguage] = useState<Locale | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const valueOf = (setting: MessageSetting): MessageSettingInput => ({
    ...inputOf(setting),
    ...edits[setting.type],
  });

  const change = (type: SettingType, patch: Partial<MessageSettingInput>) => {
    setSaved(false);
    setEdits((all) => ({ ...all, [type]: { ...all[type], ...patch } }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    save.mutate(
      { items: data.items.map(valueOf), language: language ?? data.language },
      {
        onSuccess: () => {
          setEdits({});
          setLanguage(null);
          setSaved(true);
        },
      },
    );
  };

  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="message-page">
          <p>{t('setting.intro')}</p>
          <p>{t('setting.contactNote')}</p>
          {isPending && <Loading />}
          {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
          {data && (
            <form onSubmit={submit} noValidate className="message-page">
              <fieldset className="message-setting">
                <legend id={`${id}-language`}>{t('setting.language')}</legend>
                <p className="message-meta">{t('setting.languageHint')}</p>
                <Radio.Group
                  aria-labelledby={`${id}-language`}
                  value={language ?? data.language}
                  onChange={(event) => {
                    setSaved(false);
                    setLanguage(event.target.value as Locale);
                  }}
                  options={LOCALES.map((locale) => ({
                    value: locale,
                    label: t(`setting.languages.${locale}`),
                  }))}
                />
              </fieldset>
              <ul className="message-settings">
                {data.items.map((setting) => (
                  <SettingRow
                    key={setting.type}
                    setting={setting}
                    value={valueOf(setting)}
                    onChange={(patch) => change(setting.type, patch)}
                  />
                ))}
              </ul>
              <div role="status">{saved && <p>{t('setting.saved')}</p>}</div>
              <div className="message-actions">
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('setting.save')}
                </Button>
                <Link to="/my-account/message/list">{t('detail.back')}</Link>
              </div>
            </form>
          )}
        </div>
      </div>
    </>
  );
}

function SettingRow({
  setting,
  value,
  onChange,
}: {
  setting: MessageSetting;
  value: MessageSettingInput;
  onChange: (patch: Partial<MessageSettingInput>) => void;
}) {
  const { t } = useTranslation('messages');
  const id = useId();
  const name = t(`setting.types.${setting.type}`);
  // Agents' and companies' boxes receive by box only: only the owner's registered contact is written to.
  const channels = getAgentId() === null ? SETTING_CHANNELS : (['MESSAGE_BOX'] as const);
  return (
    <li className="message-setting">
      <h2 className="ticket-h3" id={`${id}-name`}>
        {name}
      </h2>
      <p className="message-meta">{t(`setting.hints.${setting.type}`)}</p>
      {setting.mandatory ? (
        <p>
          <strong>{t('setting.mandatory')}</strong>
        </p>
      ) : (
        <Checkbox checked={value.enabled} onChange={(enabled) => onChange({ enabled })}>
          {t('setting.receive', { type: name })}
        </Checkbox>
      )}
      {value.enabled && (
        <fieldset>
          <legend>
            {t('setting.channel')} <span className="visually-hidden">({name})</span>
          </legend>
          <Radio.Group
            value={value.channel}
            onChange={(event) => onChange({ channel: event.target.value as MessageSettingInput['channel'] })}
            options={channels.map((channel) => ({ value: channel, label: t(`setting.channels.${channel}`) }))}
          />
        </fieldset>
      )}
      {value.enabled && setting.type === 'PAYMENT_REMINDER' && (
        <SelectField<number>
          className=""
          labelClassName="ticket-label"
          label={
            <>
              {t('setting.daysBefore')} <span className="visually-hidden">({name})</span>
            </>
          }
          value={value.daysBefore ?? undefined}
          onChange={(daysBefore) => onChange({ daysBefore })}
          options={REMINDER_DAYS.map((days) => ({
            value: days,
            label: t('setting.days', { count: days }),
          }))}
        />
      )}
    </li>
  );
}
