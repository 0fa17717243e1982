import { useId, useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticePdfBodySchema } from '@eticket/domain/tickets/ticket-lookup.schemas';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { fieldMessages } from '../../../lib/api-client.ts';
import { useDownloadNoticePdf } from '../api/download-notice-pdf.ts';
import type { TicketAccess } from '../../../lib/ticket-access.ts';
import { validationText } from '../lookup-form.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** Asks for the first five letters or digits of the ID document, then downloads the notice PDF. */
export function NoticePdfDialog({
  open,
  onClose,
  access,
}: {
  open: boolean;
  onClose: () => void;
  access: TicketAccess;
}) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const download = useDownloadNoticePdf();

  const submit = () => {
    const parsed = noticePdfBodySchema.safeParse({ idNoPrefix: value });
    if (!parsed.success) {
      setError(validationText(parsed.error.issues[0]?.message ?? 'validation.idNoPrefix.format', locale));
      return;
    }
    setError(null);
    download.mutate(
      { access, idNoPrefix: parsed.data.idNoPrefix },
      {
        onSuccess: (blob) => {
          saveBlob(blob, `notice-${access.noticeNo}.pdf`);
          onClose();
        },
        // The server's word on the field itself when it refused the value, else its message.
        onError: (result) =>
          setError(fieldMessages(result).idNoPrefix ?? (result.message || t('pdf.failed'))),
      },
    );
  };

  return (
    <Dialog
      open={open}
      title={t('pdf.title')}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('pdf.download')}
      submitLoading={download.isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-prefix`} className="ticket-label">
          {t('pdf.label')}
        </label>
        <p id={`${id}-hint`} className="ticket-hint">
          {t('pdf.hint')}
        </p>
        <Input
          id={`${id}-prefix`}
          value={value}
          maxLength={20}
          autoComplete="off"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          status={error ? 'error' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="ticket-error">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
