import type { Page, Patient } from '@cep/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillNamePinyin, namePinyinColumns } from '../src/patients/name-pinyin';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Issue 12, the patient list's server side: filters (pinyin and initials included), the sort
 * whitelist, masked personal numbers and their audited reveal, and the audited CSV/Excel export.
 */

/** The rows of a CSV answer (no quoted line breaks in these fixtures), BOM checked and dropped. */
function csvRows(res: LightMyRequestResponse): string[][] {
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map(([, cell = '']) =>
          cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
        ),
    );
}

describe.each(engines)('patient management on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  /** The doctor record of the signed-in doctor, whose care team holds 李患者 and 王小明. */
  let doctorId: number;
  const ids: Record<string, number> = {};

  const get = (url: string, token = cast.admin.token) => t.call({ method: 'GET', url, token });
  const list = async (filters: string, token = cast.admin.token) =>
    dataOf<Page<Patient>>(await get(`/api/patientInformation/list?pageSize=100&${filters}`, token));
  const names = (page: Page<Patient>) => page.list.map((row) => row.patientName);

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    doctorId = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const people = [
      ['李患者', '13700001111', 68, '男', '小学', '11010519491231002X', cast.patient.id],
      ['王小明', '13800002222', 45, '男', '大学本科', null, undefined],
      ['刘丽', '13900003333', 72, '女', '小学', null, undefined],
    ] as const;
    for (const [patientName, phone, age, sex, edu, identityCard, account] of people) {
      const userId =
        account ?? (await t.createUser({ username: `p${patientName}`, userAuth: '2' }));
      const created = dataOf<Patient>(
        await t.call({
          method: 'POST',
          url: '/api/patientInformation/add',
          token: cast.admin.token,
          payload: { userId, patientName, phone, age, sex, edu, identityCard },
        }),
      );
      ids[patientName] = created.id;
    }
    // A name Excel would run as a formula, written straight to the table (whatever the input
    // rules of names become), with the pinyin the server gives it.
    const formula = '=HYPERLINK("x")';
    ids[formula] = (
      await t.sql
        .insertInto('patients')
        .values({
          user_id: await t.createUser({ username: 'pformula', userAuth: '2' }),
          patient_name: formula,
          ...namePinyinColumns(formula),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.sql
      .insertInto('care_team_members')
      .values([
        { patient_id: ids['李患者']!, doctor_id: doctorId },
        { patient_id: ids['王小明']!, doctor_id: doctorId },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  describe('filters and sort', () => {
    it('finds a name by its characters, its full pinyin and its initials', async () => {
      for (const name of ['李患', 'lihuanzhe', 'LiHuan', 'lhz', 'li huan']) {
        expect(names(await list(`name=${encodeURIComponent(name)}`)), name).toEqual(['李患者']);
      }
      expect(names(await list('name=wxm'))).toEqual(['王小明']);
      expect((await list('name=zzz')).total).toBe(0);
      // One search text holds the three forms ('李患者 lihuanzhe lhz'): no match across two.
      expect((await list('name=zhelhz')).total).toBe(0);
      // The columns are filled when a name is saved, and follow a renamed patient.
      const renamed = await t.call({
        method: 'PUT',
        url: '/api/patientInformation/update',
        token: cast.admin.token,
        payload: { revision: 0, id: ids['刘丽'], patientName: '刘丽华' },
      });
      dataOf(renamed);
      expect(names(await list('name=llh'))).toEqual(['刘丽华']);
    });

    it('backfills the pinyin of rows saved without it (before migration 0011, or by hand)', async () => {
      const userId = await t.createUser({ username: 'handmade', userAuth: '2' });
      await t.sql
        .insertInto('patients')
        .values({ user_id: userId, patient_name: '赵钱孙' })
        .execute();
      expect((await list('name=zqs')).total).toBe(0);
      expect(await backfillNamePinyin(t.sql)).toBeGreaterThanOrEqual(1);
      expect(names(await list('name=zqs'))).toEqual(['赵钱孙']);
      expect(await backfillNamePinyin(t.sql)).toBe(0);
      // The record first: an account is never deleted from under its record (migration 0038).
      await t.sql.deleteFrom('patients').where('user_id', '=', userId).execute();
      await t.sql.deleteFrom('users').where('id', '=', userId).execute();
    });

    it('filters by sex, education, age range and assigned clinician, with the total', async () => {
      expect(names(await list(`sex=${encodeURIComponent('女')}`))).toEqual(['刘丽华']);
      expect(names(await list(`edu=${encodeURIComponent('小学')}`))).toEqual(['李患者', '刘丽华']);
      expect(names(await list('ageMin=60&ageMax=70'))).toEqual(['李患者']);
      expect(names(await list('ageMin=70'))).toEqual(['刘丽华']);
      expect(names(await list(`doctorId=${doctorId}`))).toEqual(['李患者', '王小明']);
      const both = await list(`doctorId=${doctorId}&sex=${encodeURIComponent('男')}&ageMax=50`);
      expect(both).toMatchObject({ total: 1, list: [{ patientName: '王小明' }] });
    });

    it('sorts by a whitelisted field either way, unknown ages last, ties by id', async () => {
      expect(names(await list('sortBy=age&sortOrder=desc'))).toEqual([
        '刘丽华',
        '李患者',
        '王小明',
        '=HYPERLINK("x")',
      ]);
      expect(names(await list('sortBy=age'))).toEqual([
        '王小明',
        '李患者',
        '刘丽华',
        '=HYPERLINK("x")',
      ]);
      // By pinyin: hyperlinkx, lihuanzhe, liulihua, wangxiaoming.
      expect(names(await list('sortBy=patientName'))).toEqual([
        '=HYPERLINK("x")',
        '李患者',
        '刘丽华',
        '王小明',
      ]);
      const page2 = dataOf<Page<Patient>>(
        await get(
          '/api/patientInformation/list?sortBy=patientName&sortOrder=desc&pageNum=2&pageSize=1',
        ),
      );
      expect(page2).toMatchObject({ total: 4, list: [{ patientName: '刘丽华' }] });
    });

    it('refuses an unknown sort field, a bad order and an inverted age range (40001, named)', async () => {
      expect(
        errorOf(await get('/api/patientInformation/list?sortBy=password_hash'), 40001),
      ).toMatch(/sortBy 排序字段只能是id、patientName、age、sex/);
      expect(errorOf(await get('/api/patientInformation/list?sortOrder=sideways'), 40001)).toMatch(
        /sortOrder/,
      );
      expect(errorOf(await get('/api/patientInformation/list?ageMin=70&ageMax=60'), 40001)).toMatch(
        /ageMax 最大年龄不能小于最小年龄/,
      );
      expect(errorOf(await get('/api/patientInformation/list?sex=x'), 40001)).toMatch(/sex/);
      expect(errorOf(await get('/api/patientInformation/list?doctorId=abc'), 40001)).toMatch(
        /doctorId/,
      );
    });

    it('keeps a doctor within their care team whatever the filters', async () => {
      const mine = await list(`edu=${encodeURIComponent('小学')}`, cast.doctor.token);
      expect(names(mine)).toEqual(['李患者']);
    });

    it("finds a doctor's patients by name, and pages them in the order asked", async () => {
      // A doctor's list starts from their care team (patients/patients.ts, matchedCtes).
      expect(names(await list('name=lhz', cast.doctor.token))).toEqual(['李患者']);
      expect(names(await list('name=liuli', cast.doctor.token))).toEqual([]);
      const second = dataOf<Page<Patient>>(
        await get(
          '/api/patientInformation/list?pageNum=2&pageSize=1&sortBy=age&sortOrder=desc',
          cast.doctor.token,
        ),
      );
      expect({ names: names(second), total: second.total }).toEqual({
        names: ['王小明'],
        total: 2,
      });
    });
  });

  describe('masked numbers and their reveal', () => {
    const reveal = (id: number | undefined, field: string, token = cast.admin.token) =>
      t.call({
        method: 'POST',
        url: '/api/patientInformation/reveal',
        token,
        payload: { id, field },
      });

    it('masks phone and ID card in lists and details, but not to the patient themself', async () => {
      const [row] = (await list('name=lhz')).list;
      expect(row).toMatchObject({ phone: '137****1111', identityCard: '110***********002X' });
      const detail = dataOf<Patient>(await get(`/api/patientInformation/${ids['李患者']}`));
      expect(detail).toMatchObject({ phone: '137****1111', identityCard: '110***********002X' });
      const asDoctor = dataOf<Patient>(
        await get(`/api/patientInformation/${ids['李患者']}`, cast.doctor.token),
      );
      expect(asDoctor.phone).toBe('137****1111');
      const own = dataOf<Patient>(
        await get(`/api/patientInformation/${ids['李患者']}`, cast.patient.token),
      );
      expect(own).toMatchObject({ phone: '13700001111', identityCard: '11010519491231002X' });
    });

    it('reveals one value to who may read the record, each reveal audited with its field', async () => {
      expect(dataOf(await reveal(ids['李患者'], 'identityCard'))).toEqual({
        value: '11010519491231002X',
      });
      expect(dataOf(await reveal(ids['李患者'], 'phone', cast.doctor.token))).toEqual({
        value: '13700001111',
      });
      expect(dataOf(await reveal(ids['王小明'], 'identityCard'))).toEqual({ value: null });
      const lines = await t.sql
        .selectFrom('audit_log')
        .select(['actor_id', 'entity_id', 'outcome', 'detail'])
        .where('action', '=', 'revealPatient')
        .orderBy('id')
        .execute();
      expect(lines).toEqual([
        {
          actor_id: cast.admin.id,
          entity_id: String(ids['李患者']),
          outcome: 'success',
          detail: { field: 'identityCard' },
        },
        {
          actor_id: cast.doctor.id,
          entity_id: String(ids['李患者']),
          outcome: 'success',
          detail: { field: 'phone' },
        },
        {
          actor_id: cast.admin.id,
          entity_id: String(ids['王小明']),
          outcome: 'success',
          detail: { field: 'identityCard' },
        },
      ]);
    });

    it('refuses a reveal outside the care team (40301, audited denied) and a bad field (40001)', async () => {
      errorOf(await reveal(ids['刘丽'], 'phone', cast.doctor.token), 40301);
      const [last] = await t.sql
        .selectFrom('audit_log')
        .select(['actor_id', 'outcome'])
        .where('action', '=', 'revealPatient')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(last).toEqual({ actor_id: cast.doctor.id, outcome: 'denied' });
      errorOf(await reveal(ids['刘丽'], 'address'), 40001);
      // Reveal lines are kept like writes' (never purged as reads).
      const purgeable = await t.sql
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'revealPatient')
        .where('read', '=', true)
        .execute();
      expect(purgeable).toEqual([]);
    });

    it('never stores a masked value sent back: the update is refused and the number kept', async () => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/patientInformation/update',
        token: cast.doctor.token,
        payload: {
          revision: 0,
          id: ids['李患者'],
          patientName: '李患者',
          phone: '137****1111',
          identityCard: '110***********002X',
        },
      });
      expect(errorOf(res, 40001)).toMatch(/phone/);
      const stored = await t.sql
        .selectFrom('patients')
        .select(['phone', 'identity_card'])
        .where('id', '=', ids['李患者']!)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ phone: '13700001111', identity_card: '11010519491231002X' });
      // Leaving the fields out keeps them.
      dataOf(
        await t.call({
          method: 'PUT',
          url: '/api/patientInformation/update',
          token: cast.doctor.token,
          payload: { revision: 0, id: ids['李患者'], patientName: '李患者', hobby: '围棋' },
        }),
      );
      expect(dataOf(await reveal(ids['李患者'], 'phone'))).toEqual({ value: '13700001111' });
    });
  });

  describe('export', () => {
    const exportAs = (query: string, token = cast.admin.token) =>
      get(`/api/patientInformation/export?${query}`, token);

    it('writes the filtered, sorted rows as CSV (BOM, masked, formula-safe), audited', async () => {
      const res = await exportAs(`format=csv&sortBy=age&sortOrder=desc`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="patients-\d{8}\.csv"$/,
      );
      const rows = csvRows(res);
      expect(rows[0]).toEqual([
        '编号',
        '姓名',
        '手机号',
        '年龄',
        '性别',
        '学历',
        '利手',
        '职业',
        '住址',
        '身份证号',
      ]);
      const listed = await list('sortBy=age&sortOrder=desc');
      expect(rows.slice(1).map((row) => row[0])).toEqual(listed.list.map((p) => String(p.id)));
      expect(rows[2]).toEqual([
        String(ids['李患者']),
        '李患者',
        '137****1111',
        '68',
        '男',
        '小学',
        '',
        '',
        '',
        '110***********002X',
      ]);
      // A name that Excel would run as a formula is written as text.
      expect(rows.at(-1)?.[1]).toBe(`'=HYPERLINK("x")`);
      const [line] = await t.sql
        .selectFrom('audit_log')
        .select(['actor_id', 'entity', 'outcome', 'detail'])
        .where('action', '=', 'exportPatients')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(line).toEqual({
        actor_id: cast.admin.id,
        entity: 'patientInformation',
        outcome: 'success',
        detail: {
          format: 'csv',
          locale: 'zh-CN',
          filter: { sortBy: 'age', sortOrder: 'desc' },
          rows: 4,
        },
      });
    });

    it('writes the same rows as an Excel workbook, headers in English on request', async () => {
      const res = await exportAs(`format=xlsx&locale=en-US&edu=${encodeURIComponent('小学')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('patients');
      const values = sheet!
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1, 4));
      expect(values).toEqual([
        ['ID', 'Name', 'Phone'],
        [ids['李患者'], '李患者', '137****1111'],
        [ids['刘丽'], '刘丽华', '139****3333'],
      ]);
    });

    it("exports a doctor's care team only, and refuses patients (40301)", async () => {
      const rows = csvRows(await exportAs('format=csv', cast.doctor.token));
      expect(rows.slice(1).map((row) => row[1])).toEqual(['李患者', '王小明']);
      errorOf(await exportAs('format=csv', cast.patient.token), 40301);
    });

    it('gives its cursor connection back: more exports in a row than the pool holds', async () => {
      for (let i = 0; i < 12; i++) {
        const format = i % 2 === 0 ? 'csv' : 'xlsx';
        expect((await exportAs(`format=${format}&name=lhz`)).statusCode).toBe(200);
      }
      expect(dataOf<Page<Patient>>(await get('/api/patientInformation/list')).total).toBe(4);
    });

    it('refuses a bad format or sort field (40001) before any byte', async () => {
      expect(errorOf(await exportAs('format=pdf'), 40001)).toMatch(/format/);
      expect(errorOf(await exportAs('sortBy=phone'), 40001)).toMatch(/sortBy/);
    });

    it('refuses more than 50 000 rows with a clear message, audited as a failure', async () => {
      // 50 001 more patients (and their accounts) in two statements.
      await sql`INSERT INTO users (username, password_hash, name, user_auth)
        SELECT 'bulk' || g, 'x', '批量', '2' FROM generate_series(1, 50001) AS g`.execute(t.sql);
      await sql`INSERT INTO patients (user_id, patient_name)
        SELECT id, name FROM users WHERE username LIKE 'bulk%'`.execute(t.sql);
      const message = errorOf(await exportAs('format=csv'), 40001);
      expect(message).toContain('导出最多50000行，当前筛选结果有50005行');
      const [line] = await t.sql
        .selectFrom('audit_log')
        .select(['outcome', 'detail'])
        .where('action', '=', 'exportPatients')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(line).toEqual({
        outcome: 'failure',
        detail: { format: 'csv', locale: 'zh-CN', filter: { sortOrder: 'asc' } },
      });
      // A filter that narrows the set below the cap exports.
      const narrowed = await exportAs(`format=csv&name=${encodeURIComponent('李')}`);
      expect(csvRows(narrowed)).toHaveLength(2);
    });
  });
});
