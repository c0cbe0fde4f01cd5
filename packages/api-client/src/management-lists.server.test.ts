import { describe, expect, it } from 'vitest';
import { signedIn } from './testing/real-server';

// The real server of the client project, with its demo data (apps/server/src/seed/demo-data.ts):
// 李患者 is 张医生's (`doctor`) patient. No HTTP mocking.

describe('management lists through the client', () => {
  it('filters by pinyin and initials, sorts, and answers masked numbers', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const byInitials = await admin.listPatients({ name: 'lhz' });
    const byPinyin = await admin.listPatients({ name: 'lihuanzhe', sortBy: 'age' });
    expect(byInitials.list.map((p) => p.patientName)).toContain('李患者');
    expect(byPinyin.list.map((p) => p.patientName)).toContain('李患者');
    const li = byInitials.list.find((p) => p.patientName === '李患者')!;
    if (li.phone !== null) expect(li.phone).toMatch(/^1\d\d\*{4}\d{4}$/);
    await expect(admin.listPatients({ sortBy: 'phone' as 'age' })).rejects.toMatchObject({
      code: 40001,
    });
  });

  it('reveals a masked number: the full value, as the patient sees it themself', async () => {
    const doctor = await signedIn('doctor', 'Doctor@123');
    const patient = await signedIn('patient', 'Patient@123');
    const own = (await patient.listPatients()).list[0]!;
    expect(own.patientName).toBe('李患者');
    expect(await doctor.revealPatient(own.id, 'phone')).toBe(own.phone);
    expect(await doctor.revealPatient(own.id, 'identityCard')).toBe(own.identityCard);
  });

  it('downloads a filtered export as CSV and as Excel, and rejects a bad format', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const csv = await admin.exportPatients({ name: 'lhz' });
    expect(csv.filename).toMatch(/^patients-\d{8}\.csv$/);
    expect(csv.rows).toBe((await admin.listPatients({ name: 'lhz' })).total);
    const text = await csv.blob.text();
    expect(text.split('\r\n')[0]).toBe('编号,姓名,手机号,年龄,性别,学历,利手,职业,住址,身份证号');
    expect(text).toContain('李患者');
    const xlsx = await admin.exportDoctors({ format: 'xlsx', locale: 'en-US' });
    expect(xlsx.filename).toMatch(/\.xlsx$/);
    // An .xlsx is a zip: it starts with PK.
    expect(new Uint8Array(await xlsx.blob.arrayBuffer()).subarray(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );
    const users = await admin.exportUsers({ role: 'doctor', sortBy: 'username' });
    expect((await users.blob.text()).split('\r\n')[0]).toBe(
      '编号,用户名,姓名,用户类型,角色,创建时间',
    );
    await expect(admin.exportPatients({ format: 'pdf' as 'csv' })).rejects.toMatchObject({
      code: 40001,
    });
    const patient = await signedIn('patient', 'Patient@123');
    await expect(patient.exportPatients()).rejects.toMatchObject({ code: 40301 });
  });
});
