import { describe, expect, inject, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { noisePng } from './testing/png';
import { signedIn, unique } from './testing/real-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server (scripts/testing/client-global-setup.ts). */
    serverUrl: string;
  }
}

// The real server of the client project (fresh database, demo data, default 2 h tokens so no
// refresh happens here) — no HTTP mocking.
const baseURL = inject('serverUrl');

/** A name no other test run of this database has used. */

describe('every call of the contract succeeds with the right role', () => {
  it('health, login, getInfo, getMenuList, refreshToken, logout (doctor)', async () => {
    const api = createApiClient({ baseURL });
    expect(['embedded', 'external']).toContain((await api.health()).db);

    const login = await api.login('doctor', 'Doctor@123');
    expect(login.token).toMatch(/^[\w-]{20,}$/);
    expect(api.tokenStore.getToken()).toBe(login.token);
    expect(api.tokenStore.getExpireTime()).toBe(login.expireTime);

    const info = await api.getInfo();
    expect(info).toMatchObject({ name: '张医生', userAuth: '1' });
    expect(info.roles).toContain('doctor');

    const menu = await api.getMenuList();
    expect(
      menu.some((route) => route.path === '/dashboard' || route.redirect === '/dashboard'),
    ).toBe(true);

    const refreshed = await api.refreshToken(login.token);
    expect(refreshed.token).not.toBe(login.token);
    expect(api.tokenStore.getToken()).toBe(refreshed.token);
    expect(api.tokenStore.getExpireTime()).toBe(refreshed.expireTime);

    await expect(api.logout(refreshed.token)).resolves.toBeNull();
    expect(api.tokenStore.getToken()).toBeUndefined();
    // The server ended it: the same token is now refused.
    const again = createApiClient({
      baseURL,
      tokenStore: { ...api.tokenStore, getToken: () => refreshed.token },
      confirmRelogin: async () => false,
    });
    await expect(again.getInfo()).rejects.toMatchObject({ code: 50008 });
  });

  it('users: list, get, getByUsername, add, update, saveUserRole, delete (admin)', async () => {
    const api = await signedIn('admin', 'Admin@123');
    const list = await api.listUsers({ pageNum: 1, pageSize: 5 });
    expect(list.pageSize).toBe(5);
    expect(list.total).toBeGreaterThanOrEqual(3);

    const doctor = await api.getByUsername('doctor');
    expect(doctor.name).toBe('张医生');
    expect((await api.getUser(doctor.id)).username).toBe('doctor');
    expect((await api.listUsers({ username: 'doctor' })).list.map((u) => u.username)).toContain(
      'doctor',
    );

    const username = unique('u');
    const added = await api.addUser({
      username,
      password: 'Passw0rd!',
      name: '测试用户',
      userAuth: '1',
    });
    expect(added).toMatchObject({ username, name: '测试用户', roles: ['doctor'] });
    const updated = await api.updateUser({
      id: added.id,
      revision: added.revision,
      name: '改名用户',
    });
    expect(updated.name).toBe('改名用户');
    const withRoles = await api.saveUserRole({ userId: added.id, roles: ['doctor', 'patient'] });
    expect([...withRoles.roles].sort()).toEqual(['doctor', 'patient']);
    // Issue 32: 删除 archives the account; an admin restores it.
    await expect(api.deleteUser(added.id)).resolves.toBeNull();
    expect((await api.getUser(added.id)).archivedAt).toEqual(expect.any(Number));
    expect((await api.listUsers({ username: added.username })).list).toEqual([]);
    expect((await api.restoreUser(added.id)).archivedAt).toBeNull();
    expect((await api.listUsers({ username: added.username })).list.map((u) => u.id)).toEqual([
      added.id,
    ]);
    await api.deleteUser(added.id);
  });

  it('doctors: list, add, get, update, delete (admin); a doctor updates their own record', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const account = await admin.addUser({
      username: unique('d'),
      password: 'Passw0rd!',
      name: '新医生',
      userAuth: '1',
    });
    const added = await admin.addDoctor({
      userId: account.id,
      doctorName: '新医生',
      job: '康复师',
    });
    expect(added).toMatchObject({ userId: account.id, doctorName: '新医生', job: '康复师' });
    expect((await admin.getDoctor(added.id)).doctorName).toBe('新医生');
    expect((await admin.listDoctors({ name: '新医生' })).list.map((d) => d.id)).toContain(added.id);
    const updated = await admin.updateDoctor({ ...added, workingSeniority: 3 });
    expect(updated.workingSeniority).toBe(3);
    // Issue 32: 删除 archives the record with its account: kept, out of the list.
    await expect(admin.deleteDoctor(added.id)).resolves.toBeNull();
    expect((await admin.getDoctor(added.id)).archivedAt).toEqual(expect.any(Number));
    expect((await admin.listDoctors({ name: '新医生' })).list.map((d) => d.id)).not.toContain(
      added.id,
    );
    expect(
      (await admin.listDoctors({ name: '新医生', archived: 'only' })).list.map((d) => d.id),
    ).toContain(added.id);

    const doctor = await signedIn('doctor', 'Doctor@123');
    const own = (await doctor.listDoctors({ userId: (await doctor.getInfo()).id })).list[0];
    expect(own?.doctorName).toBe('张医生');
    const saved = await doctor.updateDoctor({ ...own!, doctorDescribe: '擅长认知康复' });
    expect(saved.doctorDescribe).toBe('擅长认知康复');
  });

  it('patients: list, add, get, update, delete (admin); a patient reads and updates their own', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const account = await admin.addUser({
      username: unique('p'),
      password: 'Passw0rd!',
      name: '新患者',
      userAuth: '2',
    });
    const added = await admin.addPatient({
      userId: account.id,
      patientName: '新患者',
      handedness: '右手',
      edu: '大学本科',
    });
    expect(added).toMatchObject({ userId: account.id, patientName: '新患者', edu: '大学本科' });
    expect((await admin.getPatient(added.id)).patientName).toBe('新患者');
    expect((await admin.listPatients({ name: '新患者' })).list.map((p) => p.id)).toContain(
      added.id,
    );
    expect((await admin.updatePatient({ ...added, hobby: '下棋' })).hobby).toBe('下棋');
    // Issue 32: 删除 archives the record with its account: kept, out of the list.
    await expect(admin.deletePatient(added.id)).resolves.toBeNull();
    expect((await admin.getPatient(added.id)).archivedAt).toEqual(expect.any(Number));
    expect((await admin.listPatients({ name: '新患者' })).list.map((p) => p.id)).not.toContain(
      added.id,
    );
    expect(
      (await admin.listPatients({ name: '新患者', archived: 'only' })).list.map((p) => p.id),
    ).toContain(added.id);

    const patient = await signedIn('patient', 'Patient@123');
    const mine = await patient.listPatients();
    expect(mine.list).toHaveLength(1);
    const own = await patient.getPatient(mine.list[0]!.id);
    expect(own.patientName).toBe('李患者');
    expect((await patient.updatePatient({ ...own, hobby: '散步' })).hobby).toBe('散步');
  });

  it('uploadFile (patient) answers an address that getFile serves; listAudit (admin) shows it', async () => {
    const patient = await signedIn('patient', 'Patient@123');
    const png = noisePng(4, 4);
    const address = await patient.uploadFile(
      new Blob([Uint8Array.from(png)], { type: 'image/png' }),
    );
    const id = /^\/api\/oss\/file\/([0-9a-f-]{36})$/.exec(address)?.[1];
    expect(id).toBeDefined();

    const url = patient.fileUrl(id!);
    expect(url).toBe(`${baseURL}${address}`);
    // The patient's picture is patient data: not for a request without the token.
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: number }).code).toBe(50008);
    // With it, the picture re-encoded by the server (no metadata), still a PNG.
    const served = await patient.getFile(address);
    expect(served.type).toBe('image/png');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);

    const admin = await signedIn('admin', 'Admin@123');
    const audit = await admin.listAudit({ action: 'uploadFile', pageSize: 100 });
    expect(audit.list.some((entry) => entry.actorName === 'patient' && entry.entityId === id)).toBe(
      true,
    );
  });

  it('reportClientError (patient) is kept; listClientErrors (admin) shows it', async () => {
    const patient = await signedIn('patient', 'Patient@123');
    const message = unique('TypeError: boom ');
    await expect(
      patient.reportClientError({ message, url: 'http://localhost/dashboard', info: 'render' }),
    ).resolves.toBeNull();
    const admin = await signedIn('admin', 'Admin@123');
    const reports = await admin.listClientErrors({ pageSize: 100 });
    expect(reports.list.find((entry) => entry.message === message)).toMatchObject({
      username: 'patient',
      info: 'render',
    });
  });

  it('a call without the permission rejects with the server’s 40301', async () => {
    const patient = await signedIn('patient', 'Patient@123');
    const rejected = await patient.listUsers().catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ApiError);
    expect(rejected).toMatchObject({ code: 40301, message: '没有权限执行此操作' });
  });
});

it('fileUrl joins the base URL without doubling slashes, and same origin when baseURL is empty', () => {
  expect(createApiClient({ baseURL: 'http://h.example/' }).fileUrl('a b')).toBe(
    'http://h.example/api/oss/file/a%20b',
  );
  expect(createApiClient({ baseURL: '' }).fileUrl('x')).toBe('/api/oss/file/x');
});
