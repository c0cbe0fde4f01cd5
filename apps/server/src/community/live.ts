import type { CommunityEvent } from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/** The PostgreSQL channel of the community's live notices. */
export const COMMUNITY_CHANNEL = 'cep_community';

/**
 * Tells every instance that something in a group (or the announcements) changed. Called inside the
 * writing transaction: PostgreSQL delivers it when that commits, and never if it rolls back, so a
 * reader woken by it finds the change. It carries no text and no person, only where to look.
 */
export async function notifyCommunity(sql: Kysely<Tables>, event: CommunityEvent): Promise<void> {
  await raw`SELECT pg_notify(${COMMUNITY_CHANNEL}, ${JSON.stringify(event)})`.execute(sql);
}
