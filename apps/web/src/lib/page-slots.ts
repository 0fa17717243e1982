import type { ComponentType, ReactNode } from 'react';

/**
 * A place on a feature's page that another feature fills. Features never import each other, so the page
 * leaves the slot and app/ composes the other feature's piece into it (app/page-slots.tsx).
 */
export type ExportSlot = (period: { from?: string; to?: string }) => ReactNode;

/** A list page with an export slot: the ticket list and the payment records. */
export type ExportSlotPage = ComponentType<{ exportPanel?: ExportSlot }>;
