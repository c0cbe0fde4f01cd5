import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from './create-api-client';
import type { ApiClient } from './api-client';
import { unique } from './testing/real-server';

// The real server of the client project, with its demo data (apps/server/src/seed/demo-data.ts).
// Accounts this file disables or resets are its own: other files sign in as the demo accounts.
const baseURL = inject('serverUrl');

async function signedIn(username: string, password: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL, confirmRelogin: async () => false });
  await api.login(username, password);
  return api;
}

describe('用户管理 operations through the client', () => {
  it('disabling signs the account out and keeps it out; enabling lets it back in', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const username = unique('off');
    const account = await admin.addUser({
      username,
      password: 'Passw0rd!',
      name: '停用',
      userAuth: '2',
    });
    expect(account.status).toBe('enabled');
    const user = await signedIn(username, 'Passw0rd!');

    expect(await admin.setUserStatus({ id: account.id, status: 'disabled' })).toMatchObject({
      id: account.id,
      status: 'disabled',
    });
    await expect(user.getInfo()).rejects.toMatchObject({ code: 50008 });
    await expect(signedIn(username, 'Passw0rd!')).rejects.toMatchObject({
      code: 40301,
      message: '该账号已停用，请联系管理员',
    });

    await admin.setUserStatus({ id: account.id, status: 'enabled' });
    expect((await (await signedIn(username, 'Passw0rd!')).getInfo()).id).toBe(account.id);
    await admin.deleteUser(account.id);
  });

  it('an admin cannot disable themself', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const me = await admin.getInfo();
    await expect(admin.setUserStatus({ id: me.id, status: 'disabled' })).rejects.toMatchObject({
      code: 40901,
      message: '不能停用当前登录的账号',
    });
  });

  it('resetPassword sets the new password and ends the account’s sessions', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const username = unique('reset');
    const account = await admin.addUser({
      username,
      password: 'Passw0rd!',
      name: '重置',
      userAuth: '1',
    });
    const user = await signedIn(username, 'Passw0rd!');
    await expect(admin.resetPassword({ id: account.id, password: 'weak' })).rejects.toMatchObject({
      code: 40001,
    });
    await admin.resetPassword({ id: account.id, password: 'Fresh1234' });
    await expect(user.getInfo()).rejects.toMatchObject({ code: 50008 });
    await expect(signedIn(username, 'Passw0rd!')).rejects.toMatchObject({ code: 40101 });
    expect((await (await signedIn(username, 'Fresh1234')).getInfo()).id).toBe(account.id);
    await admin.deleteUser(account.id);
  });
});

describe('idle lock settings through the client', () => {
  it('every role reads them; an admin changes them within the rule', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const patient = await signedIn('patient', 'Patient@123');
    const before = await admin.getIdleLockSettings();
    expect(before.minMinutes).toBeLessThanOrEqual(before.defaultMinutes);
    expect(before.defaultMinutes).toBeLessThanOrEqual(before.maxMinutes);
    try {
      const next = { minMinutes: 2, maxMinutes: 45, defaultMinutes: 20 };
      expect(await admin.saveIdleLockSettings(next)).toEqual(next);
      expect(await patient.getIdleLockSettings()).toEqual(next);
      await expect(
        admin.saveIdleLockSettings({ minMinutes: 10, maxMinutes: 5, defaultMinutes: 7 }),
      ).rejects.toMatchObject({ code: 40001 });
      await expect(patient.saveIdleLockSettings(next)).rejects.toMatchObject({ code: 40301 });
    } finally {
      await admin.saveIdleLockSettings(before);
    }
  });
});

describe('the dashboard summary through the client', () => {
  it('answers each role its own', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const doctor = await signedIn('doctor', 'Doctor@123');
    const patient = await signedIn('patient', 'Patient@123');

    // Other files add and delete patients on this server meanwhile: compare a summary and a list
    // read together, until one pair agrees.
    const agree = async (api: ApiClient, count: (api: ApiClient) => Promise<number>) =>
      expect
        .poll(async () => {
          const [summarised, listed] = await Promise.all([count(api), api.listPatients()]);
          return summarised - listed.total;
        })
        .toBe(0);
    await agree(admin, async (api) => {
      const summary = await api.getDashboardSummary();
      return summary.role === 'admin' ? summary.counts.patients : -1;
    });
    const forAdmin = await admin.getDashboardSummary();
    if (forAdmin.role !== 'admin') throw new Error(`admin got ${forAdmin.role}`);
    expect(forAdmin.signInsPerDay).toHaveLength(30);
    expect(forAdmin.signInsPerDay.at(-1)!.count).toBeGreaterThanOrEqual(3);

    await agree(doctor, async (api) => {
      const summary = await api.getDashboardSummary();
      return summary.role === 'doctor' ? summary.myPatients : -1;
    });
    const li = (await doctor.listPatients({ name: '李患者' })).list[0]!;
    await doctor.getPatient(li.id);
    const after = await doctor.getDashboardSummary();
    if (after.role !== 'doctor') throw new Error(`doctor got ${after.role}`);
    expect(after.recentPatients[0]).toMatchObject({ id: li.id, patientName: '李患者' });

    const forPatient = await patient.getDashboardSummary();
    const patientId = (await patient.listPatients()).list[0]!.id;
    expect(forPatient).toMatchObject({
      role: 'patient',
      patientId,
      careTeamSize: (await patient.listCareTeam(li.id)).length,
    });
    // 今天的训练: the patient's own active plan, or none.
    const active = await patient.listTrainingPlans({ patientId, status: 'active' });
    if (forPatient.role !== 'patient') throw new Error(`patient got ${forPatient.role}`);
    expect(forPatient.training.planId).toBe(active.list[0]?.id ?? null);
  });
});
