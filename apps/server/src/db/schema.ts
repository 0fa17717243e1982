// Every table of the portal, for Drizzle's relational queries and drizzle-kit.
export * from '../modules/params/params.table.ts';
export * from '../sandbox/transport/transport.table.ts';
export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/agents/agents.table.ts';
export * from '../modules/tickets/tickets.table.ts';
export * from '../modules/messages/messages.table.ts';
export * from '../modules/content/content.table.ts';
