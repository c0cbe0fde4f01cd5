import { ApiError, createApiClient, type ApiClient } from '@cep/api-client';
import { errorCodes, type Doctor, type Patient } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../scripts/testing/start-server';
import { doctorFormSchema, doctorFormValues } from './doctor-form';
import { patientFormSchema, patientFormValues } from './patient-form';
import { createProfileData, ProfileRecordMissingError, type ProfileData } from './profile-data';

/*
 * The personal centre's data functions against the real, built server (fresh database, demo
 * accounts): finding the user's record, saving it whole, uploading an avatar, and the form
 * refusing exactly what the server refuses. A server of this file's own: accounts have single
 * sessions, so signing in as the demo doctor must not sign out another file's doctor.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** A real, whole 2 × 2 JPEG: the server decodes and re-encodes uploads, so it must be valid. */
const jpegBytes = Uint8Array.from(
  atob(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeF' +
      'xlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
      'Y2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAA' +
      'AA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCEABUf/9k=',
  ),
  (char) => char.charCodeAt(0),
);

async function signedIn(username: string, password: string) {
  const api: ApiClient = createApiClient({ baseURL: server.url });
  await api.login(username, password);
  const info = await api.getInfo();
  return { api, info, data: createProfileData(api, { id: info.id, userAuth: info.userAuth }) };
}

/** The server's refusal of a body, or `null` when it was saved. */
async function refusal(data: ProfileData, body: Parameters<ProfileData['saveRecord']>[0]) {
  try {
    await data.saveRecord(body);
    return null;
  } catch (error) {
    return error as ApiError;
  }
}

describe('a doctor’s personal centre on the real server', () => {
  it('loads their own record by user id, saves it whole, and reads back what was saved', async () => {
    const { data, info } = await signedIn('doctor', 'Doctor@123');
    const record = (await data.loadRecord()) as Doctor;
    expect(record).toMatchObject({ userId: info.id, doctorName: '张医生' });

    const body = doctorFormSchema(record).parse({
      ...doctorFormValues(record),
      phone: '13911112222',
      age: '52',
      sex: '女',
      job: '护士',
      occupationalNumber: 'NURSE-7',
      workingSeniority: '30',
      doctorDescribe: '  夜班  ',
    });
    const { message } = await data.saveRecord(body);
    // The server's own message of a success: its generic 'ok' (the dialog shows 保存成功 for it).
    expect(message).toBe(errorCodes[200].message);
    // The record moved on by one revision: the next save starts from there.
    expect(await data.loadRecord()).toEqual({
      ...body,
      doctorDescribe: '夜班',
      revision: record.revision + 1,
      // Not a field of the form: the record's archive state (issue 32), unchanged by a save.
      archivedAt: null,
    });
  });

  it('uploads a JPEG avatar and saves its address with the record', async () => {
    const { data } = await signedIn('doctor', 'Doctor@123');
    const percents: number[] = [];
    const url = await data.uploadFile(new File([jpegBytes], 'me.jpg', { type: 'image/jpeg' }), {
      onProgress: (percent) => percents.push(percent),
    });
    expect(url).toMatch(/^\/api\/oss\/file\/[0-9a-f-]{36}$/);
    expect(percents.at(-1)).toBe(100);

    const served = await fetch(server.url + url);
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
    // Re-encoded by the server (no metadata kept): a JPEG still, not the bytes sent.
    expect([...new Uint8Array(await served.arrayBuffer()).subarray(0, 3)]).toEqual([
      0xff, 0xd8, 0xff,
    ]);

    const record = (await data.loadRecord()) as Doctor;
    const body = doctorFormSchema(record).parse({ ...doctorFormValues(record), avatar: url });
    await data.saveRecord(body);
    expect(((await data.loadRecord()) as Doctor).avatar).toBe(url);
  });

  it('the form refuses exactly what the server refuses, with the same messages', async () => {
    const { data } = await signedIn('doctor', 'Doctor@123');
    const record = (await data.loadRecord()) as Doctor;
    const cases = [
      ['phone', '1380013800'],
      ['age', '151'],
      ['occupationalNumber', '证书 01'],
      ['workingSeniority', '81'],
      ['doctorName', ' '],
      ['avatar', 'ftp://example.com/a.jpg'],
    ] as const;
    for (const [field, text] of cases) {
      const form = doctorFormSchema(record).safeParse({
        ...doctorFormValues(record),
        [field]: text,
      });
      expect(form.success, field).toBe(false);
      const message = form.error!.issues[0]!.message;
      // What the server would get had the form let it through: the field as typed.
      const numeric = field === 'age' || field === 'workingSeniority';
      const raw = { ...record, [field]: numeric ? Number(text) : text };
      const refused = await refusal(data, raw);
      expect(refused, field).toBeInstanceOf(ApiError);
      expect(refused!.code).toBe(40001);
      expect(refused!.message).toContain(`${field} ${message}`);
    }
    // And a record the form accepts, the server accepts too.
    expect(
      await refusal(data, doctorFormSchema(record).parse(doctorFormValues(record))),
    ).toBeNull();
  });
});

describe('a patient’s personal centre on the real server', () => {
  it('loads their record, saves the ID card as the contract normalises it', async () => {
    const { data, info } = await signedIn('patient', 'Patient@123');
    const record = (await data.loadRecord()) as Patient;
    expect(record).toMatchObject({ userId: info.id, patientName: '李患者' });

    const body = patientFormSchema(record).parse({
      ...patientFormValues(record),
      identityCard: '11010519491231002x',
      edu: '大学本科',
      handedness: '左手',
      hobby: '',
    });
    expect(body.identityCard).toBe('11010519491231002X');
    await data.saveRecord(body);
    expect(await data.loadRecord()).toEqual({
      ...body,
      hobby: null,
      revision: record.revision + 1,
      archivedAt: null,
    });

    // A wrong check digit: refused by the form and by the server alike.
    const wrong = { ...body, identityCard: '110105194912310021' };
    const refused = await refusal(data, wrong);
    expect(refused?.message).toContain('identityCard 请输入正确的18位身份证号码');
  });
});

describe('after a save, what the app re-fetches', () => {
  it('getInfo — the navbar’s name and avatar — shows the saved record’s', async () => {
    const { api, data } = await signedIn('doctor', 'Doctor@123');
    const url = await data.uploadFile(new File([jpegBytes], 'new.jpg', { type: 'image/jpeg' }));
    const doctor = (await data.loadRecord()) as Doctor;
    await data.saveRecord(
      doctorFormSchema(doctor).parse({
        ...doctorFormValues(doctor),
        doctorName: '张医生（主任）',
        avatar: url,
      }),
    );
    expect(await api.getInfo()).toMatchObject({ name: '张医生（主任）', avatar: url });

    const patient = await signedIn('patient', 'Patient@123');
    const record = (await patient.data.loadRecord()) as Patient;
    await patient.data.saveRecord(
      patientFormSchema(record).parse({ ...patientFormValues(record), patientName: '李阿姨' }),
    );
    expect(await patient.api.getInfo()).toMatchObject({ name: '李阿姨' });
  });
});

describe('accounts without a personal centre', () => {
  it('an administrator has none', async () => {
    const { data } = await signedIn('admin', 'Admin@123');
    await expect(data.loadRecord()).rejects.toThrow(/doctor or patient/);
  });

  it('a doctor account whose record an administrator has not created yet', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const username = `newdoc${Date.now().toString(36)}`;
    await admin.api.addUser({ username, password: 'Welcome#2024', name: '新医生', userAuth: '1' });
    const { data } = await signedIn(username, 'Welcome#2024');
    const missing = data.loadRecord();
    await expect(missing).rejects.toBeInstanceOf(ProfileRecordMissingError);
    await expect(missing).rejects.toMatchObject({ kind: 'doctor' });
  });
});
