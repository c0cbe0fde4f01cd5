import type { CallName, CallResponse } from '@cep/contract';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { dataOf } from '../envelope';
import { endpoints } from '../endpoints';

/** What a call adds to its row's method and path. */
export type SendConfig = Omit<AxiosRequestConfig, 'method' | 'url' | 'baseURL'> & {
  /** Values of the path's `:name` parameters. */
  pathParams?: Record<string, string | number>;
};

/** Sends one call of the contract's table and resolves its `data`. */
export type Send = <N extends CallName>(name: N, config?: SendConfig) => Promise<CallResponse<N>>;

/** `/api/patientInformation/:id` + `{ id: 7 }` → `/api/patientInformation/7`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function createSend(http: AxiosInstance): Send {
  return async (name, { pathParams, ...config } = {}) => {
    const { method, path } = endpoints[name];
    const response = await http.request<unknown>({
      ...config,
      method,
      url: fillPath(path, pathParams),
    });
    return dataOf(response.data);
  };
}
