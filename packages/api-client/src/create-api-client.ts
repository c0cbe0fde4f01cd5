import type { HealthData } from '@cep/contract';
import axios, { isAxiosError } from 'axios';
import { ApiError } from './api-error';
import { endpoints } from './endpoints';

import { REQUEST_TIMEOUT_MS } from './constants';
import { memoryTokenStore } from './token-store';
import type { ApiClient, ApiClientOptions } from './types';

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

  // Work in progress (issue 5 part A): the other calls land in the next commits.
  const notYet = (): never => {
    throw new Error('not implemented yet');
  };
  return {
    http,
    tokenStore: memoryTokenStore(),
    health: () => request<HealthData>(endpoints.health),
    login: notYet,
    getInfo: notYet,
    logout: notYet,
    getMenuList: notYet,
    refreshToken: notYet,
    listUsers: notYet,
    getUser: notYet,
    getByUsername: notYet,
    addUser: notYet,
    updateUser: notYet,
    deleteUser: notYet,
    saveUserRole: notYet,
    listDoctors: notYet,
    getDoctor: notYet,
    addDoctor: notYet,
    updateDoctor: notYet,
    deleteDoctor: notYet,
    listPatients: notYet,
    getPatient: notYet,
    addPatient: notYet,
    updatePatient: notYet,
    deletePatient: notYet,
    uploadFile: notYet,
    fileUrl: notYet,
    listAudit: notYet,
  };
}
