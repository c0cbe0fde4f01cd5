export { openOutbox, outboxStore, retryDelayMs } from './outbox';
export type { Outbox, OutboxCounts, OutboxEntry, OutboxMessage } from './outbox';
export { outboxOf, useOnline, useOutbox } from './use-outbox';
