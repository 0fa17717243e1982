import { useId, useState } from 'react';
import { Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import type { MessageSummary } from '@eticket/domain/messages/message.schemas';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { htmlLangOf } from '../../../lib/language.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDeleteMessages } from '../api/delete-messages.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { DangerTheme } from '../../../components/danger-theme.tsx';
import { DeleteConfirm } from '../components/delete-confirm.tsx';
import { detailPathOf, listQueryOf, READ_FILTERS, searchOf, type ListQuery } from '../message-query.ts';
import '../messages.css';

/**
 * The acting role's message box: filter by read state, page through, mark read (some or all) and delete
 * (after a confirmation). Filter and page live in the address.
 */
export default function MessageListPage() {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const { data, error, isPending, refetch } = useMessages(query);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const [done, setDone] = useState('');
  const markRead = useMarkRead();
  const remove = useDeleteMessages();

  const go = (next: ListQuery) => {
    setSelected(new Set());
    setParams(searchOf(next));
  };
  const items = data?.items ?? [];
  const allOnPage = items.length > 0 && items.every((m) => selected.has(m.messageId));
  const toggle = (messageId: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(messageId);
      else next.delete(messageId);
      return next;
    });

  const markSelected = (body: { messageIds: number[] } | { all: true }) =>
    markRead.mutate(body, {
      onSuccess: ({ changed }) => {
        setSelected(new Set());
        setDone(t('list.doneRead', { count: changed }));
      },
    });
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { messageIds: toDelete },
      {
        onSuccess: ({ changed }) => {
          setSelected(new Set());
          setDone(t('list.doneDeleted', { count: changed }));
          // The last message of a page gone: show the page before it.
          if (toDelete.length >= items.length && query.page > 1) go({ ...query, page: query.page - 1 });
        },
        onSettled: () => setToDelete(null),
      },
    );
  };
  const chosen = [...selected];

  return (
    <DangerTheme>
      <Banner count={data?.unread} countLabel={t('list.countLabel')} />
      <div className="container page-body">
        <div className="message-page">
          <p>
            {t('list.intro')} <Link to="/my-account/message/setting">{t('list.settings')}</Link>
          </p>
          <fieldset className="message-filter">
            <legend id={`${id}-filter`}>{t('list.filter')}</legend>
            <Radio.Group
              aria-labelledby={`${id}-filter`}
              optionType="button"
              value={query.read}
              onChange={(event) => go({ ...query, read: event.target.value as ListQuery['read'], page: 1 })}
              options={READ_FILTERS.map((f) => ({ value: f, label: t(`list.filters.${f}`) }))}
            />
          </fieldset>
          <div className="message-toolbar">
            <Button
              disabled={chosen.length === 0}
              onClick={() => markSelected({ messageIds: chosen })}
              loading={markRead.isPending}
            >
              {t('list.markRead')}
            </Button>
            <Button disabled={!data || data.unread === 0} onClick={() => markSelected({ all: true })}>
              {t('list.markAllRead')}
            </Button>
            <Button danger disabled={chosen.length === 0} onClick={() => setToDelete(chosen)}>
              {t('list.deleteSelected')}
            </Button>
            {chosen.length > 0 && <span>{t('list.selected', { count: chosen.length })}</span>}
          </div>
          <div role="status">{done && <p>{done}</p>}</div>
          {isPending && <Loading />}
          {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
          {data && data.total === 0 && <EmptyState message={t(`list.empty.${query.read}`)} noBack />}
          {data && items.length > 0 && (
            <>
              <table className="message-table">
                <caption>{t('list.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Checkbox
                        checked={allOnPage}
                        onChange={(on) =>
                          setSelected(on ? new Set(items.map((m) => m.messageId)) : new Set())
                        }
                      >
                        <span className="visually-hidden">{t('list.selectAll')}</span>
                      </Checkbox>
                    </th>
                    <th scope="col">{t('list.title')}</th>
                    <th scope="col">{t('list.received')}</th>
                    <th scope="col">{t('list.state')}</th>
                    <th scope="col">{t('list.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((message) => (
                    <MessageRow
                      key={message.messageId}
                      message={message}
                      date={formatDate(message.createdAt, locale, 'datetime')}
                      checked={selected.has(message.messageId)}
                      onCheck={(on) => toggle(message.messageId, on)}
                      onDelete={() => setToDelete([message.messageId])}
                    />
                  ))}
                </tbody>
              </table>
              <Pagination
                total={data.total}
                totalCapped={data.totalCapped}
                page={query.page}
                pageSize={query.pageSize}
                onChange={(page, pageSize) => go({ ...query, page, pageSize })}
              />
            </>
          )}
        </div>
      </div>
      <DeleteConfirm
        open={toDelete !== null}
        count={toDelete?.length ?? 0}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </DangerTheme>
  );
}

function MessageRow({
  message,
  date,
  checked,
  onCheck,
  onDelete,
}: {
  message: MessageSummary;
  date: string;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <tr className={message.read ? undefined : 'message-row-unread'}>
      <td>
        <Checkbox checked={checked} onChange={onCheck}>
          <span className="visually-hidden">{t('list.select', { title: message.title })}</span>
        </Checkbox>
      </td>
      <td>
        <Link
          to={detailPathOf(message.messageId)}
          className="message-title"
          lang={htmlLangOf(message.language)}
        >
          {message.title}
        </Link>
        <p className="message-meta">
          {t(`category.${message.category}`)}
          {message.attachmentCount > 0 && ` · ${t('list.attachments', { count: message.attachmentCount })}`}
        </p>
        <p className="message-preview" lang={htmlLangOf(message.language)}>
          {message.preview}
        </p>
      </td>
      <td>{date}</td>
      <td>
        {message.read ? t('list.read') : <span className="message-state-unread">{t('list.unread')}</span>}
      </td>
      <td>
        <DeleteButton onClick={onDelete} label={t('list.deleteOne', { title: message.title })} />
      </td>
    </tr>
  );
}
