import { useTranslation } from 'react-i18next';
import { TrashIcon } from './icons.tsx';

export interface DeleteButtonProps {
  onClick: () => void;
  /** The accessible name, e.g. 'Delete vehicle AB1234'; defaults to 'Delete'. */
  label?: string;
  disabled?: boolean;
}

/** An icon-only delete button; its name is read out and shown as a tooltip. */
export function DeleteButton({ onClick, label, disabled }: DeleteButtonProps) {
  const { t } = useTranslation();
  const name = label ?? t('ui.delete');
  return (
    <button
      type="button"
      className="icon-button icon-button-danger"
      aria-label={name}
      title={name}
      onClick={onClick}
      disabled={disabled}
    >
      <TrashIcon />
    </button>
  );
}
