import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pagination.ts';

/**
 * The page a list request asks for: `page` from 1, `pageSize` one of the spec's sizes (section 9). Spread
 * into a list's query or body schema (`...pageQueryShape`).
 */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'validation.pageSize')
    .default(DEFAULT_PAGE_SIZE),
};

export type PageQuery = { page: number; pageSize: number };

/**
 * A pager's total, bounded so that counting costs the same however long the list is: exact up to the
 * server's count limit; beyond it `totalCapped` is true and `total` is the limit (the web shows "more than
 * N"). Spread into a page's answer schema (`...boundedTotalShape`).
 */
export const boundedTotalShape = {
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
};
export type BoundedTotal = { total: number; totalCapped: boolean };
