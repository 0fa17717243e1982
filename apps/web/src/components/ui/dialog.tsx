import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutEnv } from '../../lib/client-state.ts';

/** Spec section 9: 666 px by default, the full width on a phone (env 2). */
export const DIALOG_WIDTH = 666;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
}

/**
 * Keyboard handling on the dialog's own content. Escape closes this dialog (see below). Tab from the
 * last control goes to the first and Shift+Tab from the first to the last, so focus cycles inside
 * instead of passing through the browser's own controls on the way round.
 */
function onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>, onClose: () => void) {
  if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = focusablesIn(event.currentTarget);
  const [first, last] = [controls[0], controls[controls.length - 1]];
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** Shows a primary submit button beside Close. */
  onSubmit?: () => void;
  submitText?: ReactNode;
  closeText?: ReactNode;
  submitLoading?: boolean;
  /** Replaces the Close / Submit buttons (null: no footer). */
  footer?: ReactNode;
  width?: number;
  /** Runs after the closing animation (focus has returned to the opener by then). */
  afterClose?: () => void;
}

/**
 * The portal's dialog: antd Modal, which traps focus inside while open and returns it to the opener
 * when closed; Escape and the close button both close it.
 *
 * Escape is handled here, on the dialog's own content, rather than by antd's global Escape stack: that
 * stack (@rc-component/portal 2.2) registers dialogs during render, so a render React discards leaves a
 * stale entry on top and, after a nested dialog (an error over the login dialog) closes, Escape no
 * longer closes the one below. Focus is trapped in the top dialog, so its own keydown is the right one.
 */
export function Dialog({
  open,
  title,
  children,
  onClose,
  onSubmit,
  submitText,
  closeText,
  submitLoading,
  footer,
  width = DIALOG_WIDTH,
  afterClose,
}: DialogProps) {
  const { t } = useTranslation();
  const env = useLayoutEnv();
  const buttons =
    footer !== undefined ? (
      footer
    ) : (
      <div className="dialog-actions">
        <Button onClick={onClose}>{closeText ?? t('dialog.close')}</Button>
        {onSubmit && (
          <Button type="primary" onClick={onSubmit} loading={submitLoading}>
            {submitText ?? t('dialog.submit')}
          </Button>
        )}
      </div>
    );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={buttons}
      width={env === 2 ? '100%' : width}
      centered
      destroyOnHidden
      afterClose={afterClose}
      closable={{ 'aria-label': t('dialog.close') }}
      keyboard={false}
      modalRender={(node) => <div onKeyDown={(event) => onDialogKeyDown(event, onClose)}>{node}</div>}
      className={env === 2 ? 'dialog dialog-mobile' : 'dialog'}
    >
      {children}
    </Modal>
  );
}
