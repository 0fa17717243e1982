import type { ComponentType, ReactNode } from 'react';

/**
 * A place on a feature's page that another feature fills. Features never import each other, so the page
 * leaves the slot and app/ composes the other feature's piece into it (app/page-slots.tsx).
 */
export type ExportSlot = (period: { from?: string; to?: string; controls?: ReactNode }) => ReactNode;

/**
 * A list page with an export slot: the ticket list, the payment records, the driving logs, fleet management.
 * `controls`: the page's own choice of period (fleet management's month), shown under the panel's title.
 */
export type ExportSlotPage = ComponentType<{ exportPanel?: ExportSlot }>;

/**
 * A place for paying several tickets at once (the fleet page): app/ fills it with the payments feature's
 * button, given the notice numbers selected.
 */
export type PayTicketsSlot = (noticeNos: readonly string[]) => ReactNode;

/** A page with a slot for paying the tickets selected on it. */
export type PayTicketsSlotPage = ComponentType<{ payTickets?: PayTicketsSlot }>;

/** A fee of an order, as the payment result names it: its kind and its reference in the owning area. */
export interface PaidFee {
  feeKind: string;
  feeRef: string;
}

/**
 * A place on the payment result for the way back to what a fee paid for (a TCR application): app/ fills
 * it with the owning feature's link; null for a fee kind no feature links.
 */
export type FeeLinkSlot = (fee: PaidFee) => ReactNode;
