import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';
import type { Session } from './api';
import { acceptAllConsent } from './consent';

/** A POST with the `token` header; resolves the envelope's data, failing with the server's message. */
export async function apiPost<T>(
  request: APIRequestContext,
  url: string,
  token: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(url, { headers: { token }, data });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

export interface OwnTeam {
  doctor: Account;
  patient: Account;
  patientId: number;
}

/**
 * A doctor and a patient of their own on one care team, made by the admin for one test: the
 * shared demo accounts stay untouched, and the doctor's lists and alerts hold this patient only.
 */
export async function ownDoctorAndPatient(
  request: APIRequestContext,
  base: string,
  admin: Session,
  names: { prefix: string; doctor: string; patient: string; age: number; edu: string },
): Promise<OwnTeam> {
  const suffix = Date.now().toString(36);
  const doctor = {
    username: `${names.prefix}doc${suffix}`,
    password: 'Doctor@123',
    name: names.doctor,
  };
  const patient = {
    username: `${names.prefix}pt${suffix}`,
    password: 'Patient@123',
    name: names.patient,
  };
  const user = await apiPost<{ id: number }>(request, `${base}/api/users/add`, admin.token, {
    ...doctor,
    userAuth: '1',
  });
  const record = await apiPost<{ id: number }>(
    request,
    `${base}/api/doctorInformation/add`,
    admin.token,
    { userId: user.id, doctorName: names.doctor },
  );
  const own = await apiPost<{ id: number }>(
    request,
    `${base}/api/patientInformation/add`,
    admin.token,
    {
      account: { username: patient.username, password: patient.password },
      patientName: names.patient,
      age: names.age,
      edu: names.edu,
    },
  );
  await apiPost(request, `${base}/api/careTeam/assign`, admin.token, {
    patientId: own.id,
    doctorId: record.id,
  });
  // Issue 32: the patient has accepted every purpose (recordings, the community need it).
  await acceptAllConsent(request, base, patient);
  return { doctor, patient, patientId: own.id };
}
