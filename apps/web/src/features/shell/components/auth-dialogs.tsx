import { useClientState } from '../../../lib/client-state.ts';
import { HowToLoginDialog } from './how-to-login-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { LoginFirstDialog } from './login-first-dialog.tsx';

/** The three dialogs for logged-out visitors; the shell downloads this the first time one opens. */
export default function AuthDialogs() {
  const dialog = useClientState((s) => s.authDialog);
  return (
    <>
      <LoginFirstDialog open={dialog === 'loginFirst'} />
      <HowToLoginDialog open={dialog === 'howToLogin'} />
      <LoginDialog open={dialog === 'login'} />
    </>
  );
}
