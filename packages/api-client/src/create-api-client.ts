import type { HealthData } from '@cep/contract';
import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { ApiError } from './api-error';
import { endpoints } from './endpoints';

/** Spec §9: every request gives up after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /** Origin of the API server; `''` means the page's own origin (the console is served by the server). */
  baseURL: string;
}

export interface ApiClient {
  /** `GET /api/health`: the server and its database answer. */
  health(): Promise<HealthData>;
  /** The underlying axios instance, for callers that need interceptors. */
  readonly http: AxiosInstance;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

/** Unwraps the `{code, message, data, success}` envelope: code 200 gives `data`, anything else throws. */
function unwrap<T>(body: Envelope<T>): T {
  if (body.code !== 200) throw new ApiError(body.code, body.message || 'Error');
  return body.data;
}

export function createApiClient({ baseURL }: ApiClientOptions): ApiClient {
  const http = axios.create({ baseURL, timeout: REQUEST_TIMEOUT_MS });

  async function request<T>(call: { method: string; path: string }): Promise<T> {
    try {
      const response = await http.request<Envelope<T>>({ method: call.method, url: call.path });
      return unwrap(response.data);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // An HTTP error that carries the envelope is the server's answer, not a network failure.
      if (isAxiosError<Envelope<T>>(error) && error.response?.data?.code) {
        return unwrap(error.response.data);
      }
      throw new ApiError(0, error instanceof Error ? error.message : String(error));
    }
  }

  return {
    http,
    health: () => request<HealthData>(endpoints.health),
  };
}
