import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import type { MessageAttachment, MessageDetail } from '@eticket/domain/messages/message.schemas';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { htmlLangOf } from '../../../lib/language.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDeleteMessages } from '../api/delete-messages.ts';
import { downloadAllFiles } from '../api/download-all-files.ts';
import { downloadFile } from '../api/download-file.ts';
import { useMessage } from '../api/get-message.ts';
import { MESSAGES_KEY } from '../api/get-unread-count.ts';
import { DangerTheme } from '../../../components/danger-theme.tsx';
import { DeleteConfirm } from '../components/delete-confirm.tsx';
import { MessageDeliveries } from '../components/message-deliveries.tsx';
import { messageIdOf } from '../message-query.ts';
import { FactRow } from '../../../components/fact-row.tsx';
import '../../../components/ticket-page.css';
import '../messages.css';

const LIST_PATH = '/my-account/message/list';

/** The page a message asks to open, told which message it came from (`msgId`). */
function actionOf(path: string, messageId: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}msgId=${messageId}`;
}

/** Human size of a file: KB below a megabyte, else MB with one decimal. */
function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;
}

/** A message of the box in full, its attachments to download one by one or as a ZIP; opening it reads it. */
export default function MessageDetailPage() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const messageId = messageIdOf(params);
  const { data, error, isPending, refetch } = useMessage(messageId);
  const client = useQueryClient();

  // The server marks the message read as it answers: the dot, the count and the list follow.
  useEffect(() => {
    if (!data) return;
    void client.invalidateQueries({ queryKey: [MESSAGES_KEY, 'unread-count'] });
    void client.invalidateQueries({ queryKey: [MESSAGES_KEY, 'list'] });
  }, [data, client]);

  const gone = error && typeof error === 'object' && 'status' in error && error.status === 404;
  return (
    <>
      <Banner title={data?.title} />
      <div className="container page-body">
        <div className="message-page">
          {messageId === null ? (
            <EmptyState message={t('detail.missing')} fallbackTo={LIST_PATH} />
          ) : isPending ? (
            <Loading />
          ) : gone ? (
            <EmptyState message={t('detail.gone')} fallbackTo={LIST_PATH} />
          ) : error || !data ? (
            <LoadError error={error} onRetry={() => void refetch()} />
          ) : (
            <MessageView message={data} />
          )}
        </div>
      </div>
    </>
  );
}

function MessageView({ message }: { message: MessageDetail }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const navigate = useNavigate();
  const remove = useDeleteMessages();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const lang = htmlLangOf(message.language);

  const download = async (get: () => Promise<Blob>, name: string) => {
    setFailed(null);
    try {
      saveBlob(await get(), name);
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      setFailed(typeof message === 'string' && message ? message : t('detail.downloadFailed'));
    }
  };
  const one = (file: MessageAttachment) => download(() => downloadFile(file.fileId), file.fileName);
  const all = () =>
    download(
      () => downloadAllFiles({ fileIds: message.attachments.map((f) => f.fileId) }),
      `message-${message.messageId}.zip`,
    );

  return (
    <DangerTheme>
      <article className="message-page">
        <dl className="ticket-facts">
          <FactRow label={t('detail.category')}>{t(`category.${message.category}`)}</FactRow>
          <FactRow label={t('detail.received')}>{formatDate(message.createdAt, locale, 'datetime')}</FactRow>
          {message.noticeNo && <FactRow label={t('detail.notice')}>{message.noticeNo}</FactRow>}
          <FactRow label={t('detail.keptUntil')}>{formatDate(message.keptUntil, locale)}</FactRow>
        </dl>
        <pre className="message-body" lang={lang}>
          {message.body}
        </pre>
        <MessageDeliveries messageId={message.messageId} />
        {message.attachments.length > 0 && (
          <section aria-labelledby="message-files">
            <h2 id="message-files" className="ticket-h2">
              {t('detail.attachments')}
            </h2>
            <ul className="message-files">
              {message.attachments.map((file) => (
                <li key={file.fileId}>
                  <Button
                    onClick={() => void one(file)}
                    aria-label={t('detail.download', { name: file.fileName })}
                  >
                    {file.fileName} ({sizeOf(file.sizeBytes)})
                  </Button>
                </li>
              ))}
            </ul>
            {message.attachments.length > 1 && (
              <p>
                <Button onClick={() => void all()}>{t('detail.downloadAll')}</Button>
              </p>
            )}
          </section>
        )}
        <div role="alert">{failed && <Alert type="error" showIcon title={failed} />}</div>
        <div className="message-actions">
          <Button onClick={() => void navigate(LIST_PATH)}>{t('detail.back')}</Button>
          {message.actionPath && (
            <Button
              type="primary"
              onClick={() => void navigate(actionOf(message.actionPath!, message.messageId))}
            >
              {t('detail.open')}
            </Button>
          )}
          {message.noticeNo && (
            <Button
              onClick={() =>
                void navigate(`/ticket/list-detail?noticeNo=${encodeURIComponent(message.noticeNo!)}`)
              }
            >
              {t('detail.viewTicket')}
            </Button>
          )}
          <Button danger onClick={() => setConfirming(true)}>
            {t('detail.delete')}
          </Button>
        </div>
        <DeleteConfirm
          open={confirming}
          count={1}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(
              { messageIds: [message.messageId] },
              { onSuccess: () => void navigate(LIST_PATH), onSettled: () => setConfirming(false) },
            )
          }
        />
      </article>
    </DangerTheme>
  );
}
