import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutEnv } from '../../lib/client-state.ts';

/** Spec section 9: 666 px by default, the full width on a phone (env 2). */
export const DIALOG_WIDTH = 666;

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
      className={env === 2 ? 'dialog dialog-mobile' : 'dialog'}
    >
      {children}
    </Modal>
  );
}
