import type { CallBody, CallName, CallQuery, CallResponse } from '@cep/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';

/** What every handler can use; later issues add services here (users, sessions…). */
export interface AppDeps {
  db: Pick<Database, 'pool' | 'kind'>;
}

/** A handler's input: validated query and body of its row in the table of calls. */
export interface CallContext<N extends CallName> extends AppDeps {
  query: CallQuery<N>;
  body: CallBody<N>;
  params: Record<string, string>;
  request: FastifyRequest;
}

/** Returns the call's `data`; the route validates it against the contract before sending. */
export type Handler<N extends CallName> = (
  ctx: CallContext<N>,
) => Promise<CallResponse<N>> | CallResponse<N>;

/** One handler per row of the table: a row without a handler does not compile. */
export type Handlers = { [N in CallName]: Handler<N> };
