// Every table of the portal, for Drizzle's relational queries and drizzle-kit.
export * from '../modules/params/params.table.ts';
export * from '../sandbox/transport/transport.table.ts';
export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/agents/agents.table.ts';
export * from '../modules/tickets/tickets.table.ts';
export * from '../modules/messages/messages.table.ts';
export * from '../modules/content/content.table.ts';
export * from '../modules/identity/identity.table.ts';
export * from '../sandbox/dsl/dsl.table.ts';
export * from '../sandbox/idp/idp.table.ts';
export * from '../sandbox/outbox/outbox.table.ts';
export * from '../modules/tickets/lookup-guard.table.ts';
export * from '../modules/payments/payments.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/exports/exports.table.ts';
export * from '../sandbox/pay/sandbox-pay.table.ts';
export * from '../modules/audit/audit.table.ts';
