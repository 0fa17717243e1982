import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@eticket/domain/common/pagination';
import type { MessageListQuery } from '@eticket/domain/messages/message.schemas';

export type ListQuery = Pick<MessageListQuery, 'read' | 'page' | 'pageSize'>;
const FILTERS: readonly ListQuery['read'][] = ['all', 'unread', 'read'];
export const READ_FILTERS = FILTERS;

/** The list's filter and page from the address (so a page of the box can be bookmarked or shared). */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const read = FILTERS.find((f) => f === params.get('read')) ?? 'all';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const size = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  return { read, page, pageSize };
}

/** The address query of a list state; defaults are left out. */
export function searchOf(query: ListQuery): Record<string, string> {
  return {
    ...(query.read !== 'all' ? { read: query.read } : {}),
    ...(query.page !== 1 ? { page: String(query.page) } : {}),
    ...(query.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: String(query.pageSize) } : {}),
  };
}

/** The detail page's address of a message. */
export const detailPathOf = (messageId: number) => `/my-account/message/detail?messageId=${messageId}`;

/** The message id in the detail page's address, or null when missing or not a whole positive number. */
export function messageIdOf(params: URLSearchParams): number | null {
  const raw = params.get('messageId') ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}
