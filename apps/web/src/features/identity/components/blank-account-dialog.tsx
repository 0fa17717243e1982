import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import type { AlertStatus } from '../../../lib/api/get-alert-status.ts';
import { markBlankAccountRead } from '../api/get-alert-status.ts';

/** Which blank-account prompt is due (spec section 4), or null. */
export function blankAccountPromptOf(status: AlertStatus | null): 'tip' | 'choice' | null {
  if (!status || status.blankAccount !== 'Y') return null;
  if ((status.alertStatus === '1' || status.alertStatus === '3') && status.blankAccountReadFlag !== 'Y')
    return 'tip';
  if (status.alertStatus === '2') return 'choice';
  return null;
}

export interface BlankAccountDialogProps {
  kind: 'tip' | 'choice';
  uid: string;
  /** 'continue' keeps using the blank account; 'authenticate' goes to ID authentication. */
  onDone: (choice: 'continue' | 'authenticate') => void;
}

/**
 * The blank-account prompts: 1 or 3 (until read) offer 'no more prompts', continue and ID
 * authentication; 2 offers continue and ID authentication. 'No more' is recorded on the server.
 */
export function BlankAccountDialog({ kind, uid, onDone }: BlankAccountDialogProps) {
  const { t } = useTranslation('identity');
  const [noMore, setNoMore] = useState(false);
  const [busy, setBusy] = useState(false);
  // The page moves on at once (to where the user was going), which also closes the dialog.
  const finish = async (next: 'continue' | 'authenticate') => {
    if (busy) return;
    setBusy(true);
    if (kind === 'tip' && noMore) await markBlankAccountRead(uid);
    onDone(next);
  };
  const footer = (
    <div className="dialog-actions">
      <Button onClick={() => void finish('continue')}>{t('blank.continue')}</Button>
      <Button type="primary" onClick={() => void finish('authenticate')}>
        {t('blank.authenticate')}
      </Button>
    </div>
  );
  return (
    <Dialog open title={t('blank.title')} onClose={() => void finish('continue')} footer={footer} width={456}>
      <p className="dialog-message">{t(kind === 'tip' ? 'blank.tip' : 'blank.choice')}</p>
      {kind === 'tip' && (
        <Checkbox checked={noMore} onChange={setNoMore}>
          {t('blank.noMore')}
        </Checkbox>
      )}
    </Dialog>
  );
}
