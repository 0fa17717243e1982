import { layoutEnvOf, type LayoutEnv } from '@eticket/domain/common/layout';
import { createStore, useStore } from './store.ts';

/** The dialogs a logged-out visitor can be shown (specification section 2). */
export type AuthDialog = 'login' | 'loginFirst' | 'howToLogin';

/** Client state of specification section 3 that the shell needs. */
export interface ClientState {
  width: number;
  env: LayoutEnv;
  loading: boolean;
  unreadCount: number;
  unpaidCount: number;
  authDialog: AuthDialog | null;
}

const width = typeof window === 'undefined' ? 0 : window.innerWidth;

export const clientState = createStore<ClientState>({
  width,
  env: layoutEnvOf(width),
  loading: false,
  unreadCount: 0,
  unpaidCount: 0,
  authDialog: null,
});

export function setWidth(next: number): void {
  clientState.set({ width: next, env: layoutEnvOf(next) });
}

export function openAuthDialog(dialog: AuthDialog): void {
  clientState.set({ authDialog: dialog });
}

export function closeAuthDialog(): void {
  clientState.set({ authDialog: null });
}

export function useClientState<S>(selector: (state: ClientState) => S): S {
  return useStore(clientState, selector);
}

export function useLayoutEnv(): LayoutEnv {
  return useClientState((s) => s.env);
}
