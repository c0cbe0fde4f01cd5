import type { ApiClient } from '../types';
import type { Send } from './send';

/** Errors the console caught, kept on the server (report: any signed-in user; list: admin). */
export function clientErrorCalls(
  send: Send,
): Pick<ApiClient, 'reportClientError' | 'listClientErrors'> {
  return {
    reportClientError: (report) => send('reportClientError', { data: report }),
    listClientErrors: (query) => send('listClientErrors', { params: query }),
  };
}
