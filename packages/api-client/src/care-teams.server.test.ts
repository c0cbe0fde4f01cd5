import { describe, expect, it } from 'vitest';
import { signedIn, unique } from './testing/real-server';

// The real server of the client project, with its demo data: 张医生 (`doctor`) treats 李患者 and a
// handful more, 赵磊 (`zhaolei`) others (apps/server/src/seed/demo-data.ts). No HTTP mocking.

describe('care teams through the client', () => {
  it('two doctors see two different patient lists; the admin sees all', async () => {
    const zhang = await signedIn('doctor', 'Doctor@123');
    const zhao = await signedIn('zhaolei', 'Doctor@123');
    const admin = await signedIn('admin', 'Admin@123');
    const zhangIds = (await zhang.listPatients({ pageSize: 100 })).list.map((p) => p.id);
    const zhaoIds = (await zhao.listPatients({ pageSize: 100 })).list.map((p) => p.id);
    const all = await admin.listPatients({ pageSize: 100 });
    const li = all.list.find((p) => p.patientName === '李患者');
    expect(li).toBeDefined();
    expect(zhangIds).toContain(li!.id);
    expect(zhaoIds).not.toContain(li!.id);
    expect(zhangIds.filter((id) => zhaoIds.includes(id))).toEqual([]);
    expect(all.total).toBeGreaterThan(zhangIds.length + zhaoIds.length - 1);

    const team = await zhang.listCareTeam(li!.id);
    expect(team.map((m) => m.doctorName)).toContain('张医生');
    // Another doctor's patient: the server's 40301, as for an id that does not exist.
    await expect(zhao.getPatient(li!.id)).rejects.toMatchObject({ code: 40301 });
    await expect(zhao.listCareTeam(li!.id)).rejects.toMatchObject({ code: 40301 });
  });

  it('assign and unassign answer the new team; the doctor gains and loses the patient', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const zhao = await signedIn('zhaolei', 'Doctor@123');
    const li = (await admin.listPatients({ name: '李患者' })).list[0]!;
    const zhaoRecord = (await admin.listDoctors({ name: '赵磊' })).list[0]!;

    const joined = await admin.assignCareTeam({ patientId: li.id, doctorId: zhaoRecord.id });
    expect(joined.at(-1)).toMatchObject({
      doctorId: zhaoRecord.id,
      doctorName: '赵磊',
      job: '医生',
      assignedByName: '管理员',
    });
    expect((await zhao.getPatient(li.id)).patientName).toBe('李患者');
    await expect(
      admin.assignCareTeam({ patientId: li.id, doctorId: zhaoRecord.id }),
    ).rejects.toMatchObject({ code: 40901 });

    const left = await zhao.unassignCareTeam({ patientId: li.id, doctorId: zhaoRecord.id });
    expect(left.map((m) => m.doctorId)).not.toContain(zhaoRecord.id);
    await expect(zhao.getPatient(li.id)).rejects.toMatchObject({ code: 40301 });
  });

  it('a patient a doctor adds joins that doctor’s team', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const zhao = await signedIn('zhaolei', 'Doctor@123');
    const account = await admin.addUser({
      username: unique('ct'),
      password: 'Passw0rd!',
      name: '新患者',
      userAuth: '2',
    });
    const added = await zhao.addPatient({ userId: account.id, patientName: '新患者' });
    expect((await zhao.listCareTeam(added.id)).map((m) => m.doctorName)).toEqual(['赵磊']);
    expect((await zhao.listPatients({ pageSize: 100 })).list.map((p) => p.id)).toContain(added.id);
    await admin.deleteUser(account.id);
  });

  it('a patient reads their own team', async () => {
    const patient = await signedIn('patient', 'Patient@123');
    const own = (await patient.listPatients()).list[0]!;
    const team = await patient.listCareTeam(own.id);
    expect(team.map((m) => m.doctorName)).toContain('张医生');
  });
});
