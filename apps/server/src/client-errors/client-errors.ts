import type { ClientErrorEntry } from '@cep/contract';
import type { Selectable } from 'kysely';
import type { ClientErrorsTable } from '../platform/db/schema';
import { browserName } from '../platform/http/browser-name';

/** A stored report as the API shows it (also the dashboard's latest errors). */
export function toClientErrorEntry(row: Selectable<ClientErrorsTable>): ClientErrorEntry {
  return {
    // bigint identity: pg returns it as text; ids stay far below 2^53.
    id: Number(row.id),
    userId: row.user_id,
    username: row.username,
    message: row.message,
    stack: row.stack,
    vm: row.vm,
    info: row.info,
    url: row.url,
    userAgent: row.user_agent,
    browser: browserName(row.user_agent),
    time: row.at.getTime(),
    firstTime: row.first_at.getTime(),
    repeats: row.repeats,
  };
}
