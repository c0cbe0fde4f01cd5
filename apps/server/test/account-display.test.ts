import type { Doctor, Patient, UserInfo } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, type Cast } from './records';

/**
 * getInfo (the navbar's name and avatar) shows the account's doctor or patient record: a save of
 * the record is seen by the next getInfo, with no other call.
 */
describe.each(engines)('the account shows its record on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const info = async (token: string) =>
    dataOf<UserInfo>(await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token }));

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'ad-');
  });
  afterAll(() => t?.close());

  it('a doctor’s add and update set the name and avatar getInfo answers', async () => {
    const created = dataOf<Doctor>(
      await t.call({
        method: 'POST',
        url: '/api/doctorInformation/add',
        token: cast.admin.token,
        payload: { userId: cast.doctor.id, doctorName: '王医生', job: '医生' },
      }),
    );
    expect(await info(cast.doctor.token)).toMatchObject({ name: '王医生', avatar: '' });

    const avatar = '/api/oss/file/00000000-0000-4000-8000-000000000001';
    dataOf<Doctor>(
      await t.call({
        method: 'PUT',
        url: '/api/doctorInformation/update',
        token: cast.doctor.token,
        payload: { ...created, doctorName: '王主任', avatar },
      }),
    );
    expect(await info(cast.doctor.token)).toMatchObject({ name: '王主任', avatar });
  });

  it('a patient’s update sets the name and the portrait as avatar', async () => {
    const created = dataOf<Patient>(
      await t.call({
        method: 'POST',
        url: '/api/patientInformation/add',
        token: cast.admin.token,
        payload: { userId: cast.patient.id, patientName: '赵患者' },
      }),
    );
    const portrait = '/api/oss/file/00000000-0000-4000-8000-000000000002';
    dataOf<Patient>(
      await t.call({
        method: 'PUT',
        url: '/api/patientInformation/update',
        token: cast.patient.token,
        payload: { ...created, patientName: '赵大爷', portrait },
      }),
    );
    expect(await info(cast.patient.token)).toMatchObject({ name: '赵大爷', avatar: portrait });
  });

  it('a refused update changes nothing on the account', async () => {
    const before = await info(cast.patient.token);
    const res = await t.call({
      method: 'PUT',
      url: '/api/patientInformation/update',
      token: cast.patient.token,
      payload: { revision: 0, id: 999_999, patientName: '不存在' },
    });
    expect(res.json().code).not.toBe(200);
    expect(await info(cast.patient.token)).toEqual(before);
  });
});
