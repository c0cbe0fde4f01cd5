import type { AuditEntry, Doctor, Page, User } from '@cep/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Issue 12, the doctor and user lists' server side: filters, the sort whitelist, the doctor's
 * masked phone and its audited reveal, and the audited exports.
 */

/** The lines of a CSV answer without its BOM (these fixtures need no quoting). */
function csvLines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
}

describe.each(engines)('doctor and user management on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const doctors: Record<string, number> = {};

  const get = (url: string, token = cast.admin.token) => t.call({ method: 'GET', url, token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    const staff = [
      ['张医生', '13800138000', '医生', 12, cast.doctor.id],
      ['王康复', '13912345678', '康复师', 3, undefined],
      ['陈护士', '15011112222', '护士', 20, undefined],
    ] as const;
    for (const [doctorName, phone, job, workingSeniority, account] of staff) {
      const userId =
        account ?? (await t.createUser({ username: `d${workingSeniority}`, userAuth: '1' }));
      doctors[doctorName] = dataOf<Doctor>(
        await t.call({
          method: 'POST',
          url: '/api/doctorInformation/add',
          token: cast.admin.token,
          payload: { userId, doctorName, phone, job, workingSeniority },
        }),
      ).id;
    }
  });
  afterAll(() => t?.close());

  describe('doctors', () => {
    const list = async (filters: string, token = cast.admin.token) =>
      dataOf<Page<Doctor>>(await get(`/api/doctorInformation/list?${filters}`, token));

    it('filters by job and sorts by working seniority either way', async () => {
      const nurses = await list(`job=${encodeURIComponent('护士')}`);
      expect(nurses).toMatchObject({ total: 1, list: [{ doctorName: '陈护士' }] });
      const senior = await list('sortBy=workingSeniority&sortOrder=desc');
      expect(senior.list.map((d) => d.doctorName)).toEqual(['陈护士', '张医生', '王康复']);
      expect(errorOf(await get('/api/doctorInformation/list?sortBy=phone'), 40001)).toMatch(
        /sortBy/,
      );
      expect(errorOf(await get('/api/doctorInformation/list?job=x'), 40001)).toMatch(/job/);
    });

    it('masks a phone to all but its doctor; the reveal shows it, audited', async () => {
      const asOther = dataOf<Doctor>(
        await get(`/api/doctorInformation/doctor/${doctors['张医生']}`),
      );
      expect(asOther.phone).toBe('138****8000');
      const asSelf = dataOf<Doctor>(
        await get(`/api/doctorInformation/doctor/${doctors['张医生']}`, cast.doctor.token),
      );
      expect(asSelf.phone).toBe('13800138000');
      const others = await list('', cast.doctor.token);
      expect(others.list.find((d) => d.doctorName === '王康复')?.phone).toBe('139****5678');
      const revealed = await t.call({
        method: 'POST',
        url: '/api/doctorInformation/reveal',
        token: cast.doctor.token,
        payload: { id: doctors['王康复'], field: 'phone' },
      });
      expect(dataOf(revealed)).toEqual({ value: '13912345678' });
      const [line] = await t.sql
        .selectFrom('audit_log')
        .select(['actor_id', 'entity', 'entity_id', 'outcome', 'detail'])
        .where('action', '=', 'revealDoctor')
        .execute();
      expect(line).toEqual({
        actor_id: cast.doctor.id,
        entity: 'doctorInformation',
        entity_id: String(doctors['王康复']),
        outcome: 'success',
        detail: { field: 'phone' },
      });
    });

    it('exports the filtered doctors (masked phones) as CSV and Excel, audited', async () => {
      const res = await get(`/api/doctorInformation/export?sortBy=workingSeniority&sortOrder=desc`);
      expect(res.statusCode).toBe(200);
      expect(csvLines(res.body)).toEqual([
        '编号,姓名,手机号,年龄,性别,职业,执业证书编号,工龄',
        `${doctors['陈护士']},陈护士,150****2222,,,护士,,20`,
        `${doctors['张医生']},张医生,138****8000,,,医生,,12`,
        `${doctors['王康复']},王康复,139****5678,,,康复师,,3`,
      ]);
      const xlsx = await get(
        `/api/doctorInformation/export?format=xlsx&job=${encodeURIComponent('康复师')}`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const rows = workbook
        .getWorksheet('doctors')!
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1, 3));
      expect(rows).toEqual([
        ['编号', '姓名'],
        [doctors['王康复'], '王康复'],
      ]);
      const lines = await t.sql
        .selectFrom('audit_log')
        .select(['outcome', 'detail'])
        .where('action', '=', 'exportDoctors')
        .orderBy('id')
        .execute();
      expect(lines.map((line) => line.detail)).toEqual([
        {
          format: 'csv',
          locale: 'zh-CN',
          filter: { sortBy: 'workingSeniority', sortOrder: 'desc' },
          rows: 3,
        },
        { format: 'xlsx', locale: 'zh-CN', filter: { job: '康复师', sortOrder: 'asc' }, rows: 1 },
      ]);
      errorOf(await get('/api/doctorInformation/export', cast.doctor.token), 40301);
    });
  });

  describe('users', () => {
    const list = async (filters: string) =>
      dataOf<Page<User>>(await get(`/api/users/list?pageSize=100&${filters}`));

    it('filters by role and user type, sorts by username either way', async () => {
      const doctorsOnly = await list('role=doctor&sortBy=username');
      expect(doctorsOnly.list.map((u) => u.username)).toEqual(['d20', 'd3', 'doctor']);
      expect(doctorsOnly.total).toBe(3);
      const patients = await list('userAuth=2');
      expect(patients.list.map((u) => u.username)).toEqual(['patient']);
      const desc = await list('sortBy=username&sortOrder=desc');
      expect(desc.list.map((u) => u.username)).toEqual(['patient', 'doctor', 'd3', 'd20', 'admin']);
      expect(errorOf(await get('/api/users/list?sortBy=password_hash'), 40001)).toMatch(
        /sortBy 排序字段只能是id、username、name、createTime/,
      );
      expect(errorOf(await get('/api/users/list?role=root'), 40001)).toMatch(/role/);
    });

    it('exports the filtered accounts, never a password, audited', async () => {
      const res = await get('/api/users/export?role=doctor&sortBy=username&locale=en-US');
      const lines = csvLines(res.body);
      expect(lines[0]).toBe('ID,Username,Name,User type,Roles,Created');
      expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['d20', 'd3', 'doctor']);
      // The account carries its doctor record's name (张医生).
      expect(lines[3]).toMatch(
        new RegExp(`^${cast.doctor.id},doctor,张医生,1,doctor,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`),
      );
      expect(res.body).not.toMatch(/scrypt|argon|\$2[aby]\$/);
      const [line] = await t.sql
        .selectFrom('audit_log')
        .select(['actor_id', 'entity', 'outcome', 'detail'])
        .where('action', '=', 'exportUsers')
        .execute();
      expect(line).toEqual({
        actor_id: cast.admin.id,
        entity: 'users',
        outcome: 'success',
        detail: {
          format: 'csv',
          locale: 'en-US',
          filter: { role: 'doctor', sortBy: 'username', sortOrder: 'asc' },
          rows: 3,
        },
      });
      // The audit page shows it too.
      const shown = dataOf<Page<AuditEntry>>(await get('/api/audit/list?action=exportUsers'));
      expect(shown.list[0]).toMatchObject({ outcome: 'success', detail: { rows: 3 } });
    });
  });
});
