/**
 * How lib/ code asks the UI for something without importing it: the request layer and the session
 * timers emit, the shell listens. Keeps lib/ free of React components.
 */

/** A message dialog: a title key and either a message key (translated by the UI) or a server text. */
export interface DialogRequest {
  titleKey: string;
  messageKey?: string;
  message?: string;
  /** Called once the user has closed the dialog (also after a confirm). */
  onClose?: () => void;
  /** Makes it a confirmation: a Cancel and a Confirm button; this runs on Confirm. */
  onConfirm?: () => void;
  /** Label key of the confirm (or single) button; default 'dialog.confirm' or 'dialog.ok'. */
  confirmKey?: string;
  /**
   * A newer dialog of the same group takes the place of one still open or waiting, whose onClose does
   * not run: the session's reminders give way to the message that the session has ended.
   */
  group?: 'session';
}

export interface AppEvents {
  dialog: DialogRequest;
  /** A path inside the router (no '/portal' base), e.g. '/'. */
  navigate: string;
}

type Listener<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

const listeners: { [K in keyof AppEvents]: Set<Listener<K>> } = { dialog: new Set(), navigate: new Set() };
// An event emitted before anyone listens (a failure during start-up) waits for the first listener.
const pending: { [K in keyof AppEvents]: AppEvents[K][] } = { dialog: [], navigate: [] };

export function on<K extends keyof AppEvents>(type: K, listener: Listener<K>): () => void {
  listeners[type].add(listener);
  for (const payload of pending[type].splice(0)) listener(payload);
  return () => listeners[type].delete(listener);
}

export function emit<K extends keyof AppEvents>(type: K, payload: AppEvents[K]): void {
  if (listeners[type].size === 0) {
    pending[type].push(payload);
    return;
  }
  for (const listener of [...listeners[type]]) listener(payload);
}
