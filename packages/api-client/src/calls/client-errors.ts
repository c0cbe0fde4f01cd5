import type { CallBody, CallResponse, ClientErrorEntry, Page } from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** Errors the console caught, kept on the server (report: any signed-in user; list: admin). */
export interface ClientErrorCalls {
  /** `POST /api/clientErrors`: keeps an error the console caught (its error log) on the server. */
  reportClientError(
    report: CallBody<'reportClientError'>,
  ): Promise<CallResponse<'reportClientError'>>;
  /** `GET /api/clientErrors/list`: the reported errors, newest first (admin). */
  listClientErrors(query?: ListQuery<'listClientErrors'>): Promise<Page<ClientErrorEntry>>;
}

/** The functions of {@link ClientErrorCalls}. */
export function clientErrorCalls(send: Send): ClientErrorCalls {
  return {
    reportClientError: (report) => send('reportClientError', { data: report }),
    listClientErrors: (query) => send('listClientErrors', { params: query }),
  };
}
