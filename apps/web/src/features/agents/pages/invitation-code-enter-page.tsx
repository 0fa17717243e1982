import { useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { enteredCodeSchema } from '@eticket/domain/agents/agents.schemas';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import { loadCurrentUser } from '../../../lib/current-user.ts';
import { enterCode } from '../api/enter-code.ts';
import '../agents.css';

/** Enter an invitation code: the logged-in user becomes the owner's agent. */
export default function InvitationCodeEnterPage() {
  const { t } = useTranslation(['agents', 'common']);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<z.infer<typeof enteredCodeSchema> | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setDone(await enterCode(code));
      setCode('');
      // The new role joins the role list the switch offers.
      await loadCurrentUser().catch(() => false);
    } catch {
      // The request layer has shown the refusal in a dialog.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormPageFrame>
      <p>{t('enter.intro')}</p>
      <form className="form-stack" onSubmit={(e) => void onSubmit(e)}>
        <label className="form-field">
          <span className="form-label">{t('enter.label')}</span>
          <Input
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={30}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={busy} disabled={!code.trim()}>
            {t('enter.submit')}
          </Button>
        </div>
      </form>
      {done && (
        <Alert
          className="agents-alert"
          type="success"
          showIcon
          role="status"
          message={t('enter.done', { owner: done.ownerName, marks: done.vehicleNos.join(', ') })}
          description={
            <>
              {t('enter.switchHint')} <Link to="/my-account">{t('common:routes.MyAccount')}</Link>
            </>
          }
        />
      )}
    </FormPageFrame>
  );
}
