import { redirect } from 'react-router';
import { openAuthDialog } from '../lib/client-state.ts';
import { getToken } from '../lib/session.ts';

/**
 * Loader of the group of needLogin routes (spec section 2): without a token the visitor goes Home and
 * the login dialog opens there.
 */
export function requireLogin() {
  if (getToken()) return null;
  openAuthDialog('login');
  throw redirect('/');
}
