import type { ConsentState, ConsentText } from '@cep/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Separate consent (issue 32 item 2) on real PostgreSQL: versioned texts (published, never
 * edited), a patient's decisions (rows, never changed), the due state, a paper consent with its
 * scan, what a withdrawal ends, and the server's refusals of recordings and the community.
 */

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = 'cep-consent-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

describe.each(engines)('separate consent on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let doctorRecord: number;
  let outsider: { token: string };
  let patientId: number;
  let other: { token: string; patientId: number };
  let deviceId: number;

  const call = (
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.call({
      method,
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const mine = (token: string) => call(token, 'GET', '/api/consent/mine');
  const decide = (token: string, decisions: unknown[]) =>
    call(token, 'POST', '/api/consent/decide', { decisions });
  const purposeOf = (state: ConsentState, purpose: string) =>
    state.purposes.find((entry) => entry.purpose === purpose)!;
  const startRecording = (token: string, patient = patientId) =>
    call(token, 'POST', '/api/recording/start', { patientId: patient, deviceIds: [deviceId] });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    ({ id: doctorRecord } = await t.sql
      .insertInto('doctors')
      .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const outsiderId = await t.createUser({ username: 'outsider', userAuth: '1' });
    await t.sql
      .insertInto('doctors')
      .values({ user_id: outsiderId, doctor_name: '王医生' })
      .execute();
    outsider = { token: await t.tokenFor(outsiderId) };
    ({ id: patientId } = await t.sql
      .insertInto('patients')
      .values({ user_id: cast.patient.id, patient_name: '李患者' })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorRecord })
      .execute();
    const otherUser = await t.createUser({ username: 'other_patient', userAuth: '2' });
    const { id: otherPatient } = await t.sql
      .insertInto('patients')
      .values({ user_id: otherUser, patient_name: '王患者' })
      .returning('id')
      .executeTakeFirstOrThrow();
    other = { token: await t.tokenFor(otherUser), patientId: otherPatient };
    deviceId = dataOf<{ id: number }>(
      await call(cast.admin.token, 'POST', '/api/signalDevice/add', {
        name: '脑电仪',
        profile: 'eeg-8-250',
      }),
    ).id;
  });
  afterAll(() => t?.close());

  it('seeds version 1 of the four purposes, in Chinese and English', async () => {
    const texts = dataOf<ConsentText[]>(
      await call(cast.patient.token, 'GET', '/api/consent/texts'),
    );
    expect(texts.map((text) => [text.purpose, text.version])).toEqual([
      ['medical', 1],
      ['signals', 1],
      ['community', 1],
      ['research', 1],
    ]);
    for (const text of texts) {
      expect(text.bodyZh.length).toBeGreaterThan(20);
      expect(text.bodyEn.length).toBeGreaterThan(20);
    }
  });

  it('shows a new patient as due, the medical use required and research optional', async () => {
    const state = dataOf<ConsentState>(await mine(cast.patient.token));
    expect(state).toMatchObject({ patientId, due: true, careAllowed: false, history: [] });
    expect(state.purposes.map((entry) => [entry.purpose, entry.required, entry.due])).toEqual([
      ['medical', true, true],
      ['signals', false, true],
      ['community', false, true],
      ['research', false, true],
    ]);
    // A patient account without a record has nothing to decide; clinicians have no consent here.
    const bare = await t.tokenFor(await t.createUser({ username: 'bare', userAuth: '2' }));
    expect(dataOf(await mine(bare))).toBeNull();
    errorOf(await decide(bare, [{ purpose: 'medical', version: 1, decision: 'accepted' }]), 40362);
    errorOf(await mine(cast.doctor.token), 40301);
    errorOf(
      await decide(cast.admin.token, [{ purpose: 'medical', version: 1, decision: 'accepted' }]),
      40301,
    );
  });

  it('refuses a recording and a place in a group before the patient accepted', async () => {
    expect(errorOf(await startRecording(cast.doctor.token), 40360)).toBe(
      '患者未同意生理信号采集，不能开始记录',
    );
    const group = await call(cast.doctor.token, 'POST', '/api/patientGroup/add', {
      name: '记忆训练小组',
      patientIds: [patientId],
    });
    expect(errorOf(group, 40361)).toBe('患者未同意参与群体互动，不能加入小组');
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM recordings`.execute(t.sql);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('records each decision as a row, audited, and answers the state', async () => {
    const state = dataOf<ConsentState>(
      await decide(cast.patient.token, [
        { purpose: 'medical', version: 1, decision: 'accepted' },
        { purpose: 'signals', version: 1, decision: 'declined' },
        { purpose: 'community', version: 1, decision: 'accepted' },
        { purpose: 'research', version: 1, decision: 'accepted' },
      ]),
    );
    expect(state.due).toBe(false);
    expect(state.careAllowed).toBe(true);
    expect(purposeOf(state, 'signals')).toMatchObject({ due: false, accepted: false });
    expect(purposeOf(state, 'signals').latest).toMatchObject({
      decision: 'declined',
      method: 'app',
    });
    expect(state.history).toHaveLength(4);
    expect(await auditOf(t, 'decideMyConsent')).toContainEqual(
      expect.objectContaining({
        actor_id: cast.patient.id,
        outcome: 'success',
        entity_id: String(patientId),
      }),
    );
    // A version that is not the current one is refused.
    errorOf(
      await decide(cast.patient.token, [{ purpose: 'signals', version: 2, decision: 'accepted' }]),
      40930,
    );
    // Only an acceptance can be withdrawn.
    errorOf(
      await decide(cast.patient.token, [{ purpose: 'signals', version: 1, decision: 'withdrawn' }]),
      40931,
    );
    // Declined: still no recording.
    errorOf(await startRecording(cast.doctor.token), 40360);
  });

  it('lets the care team read the state; another patient and an outside doctor are refused', async () => {
    const url = `/api/consent/patient?patientId=${patientId}`;
    expect(dataOf<ConsentState>(await call(cast.doctor.token, 'GET', url)).patientId).toBe(
      patientId,
    );
    expect(dataOf<ConsentState>(await call(cast.admin.token, 'GET', url)).patientId).toBe(
      patientId,
    );
    errorOf(await call(outsider.token, 'GET', url), 40301);
    errorOf(await call(other.token, 'GET', url), 40301);
    // A patient decides only their own: the decision goes to the caller's record, never another's.
    dataOf(await decide(other.token, [{ purpose: 'medical', version: 1, decision: 'accepted' }]));
    const own = dataOf<ConsentState>(await call(cast.admin.token, 'GET', url));
    expect(own.history).toHaveLength(4);
  });

  it('records a paper consent with its scan, readable by the care team only', async () => {
    const uploaded = await t.call({
      method: 'POST',
      url: '/api/oss/file/upload?module=consent',
      token: cast.doctor.token,
      ...multipart(pdf, 'consent.pdf', 'application/pdf'),
    });
    const scanUrl = dataOf<string>(uploaded);
    // A PDF is accepted for a consent's scan only.
    const avatar = await t.call({
      method: 'POST',
      url: '/api/oss/file/upload?module=usr',
      token: cast.doctor.token,
      ...multipart(pdf, 'consent.pdf', 'application/pdf'),
    });
    errorOf(avatar, 41501);
    const paper = (token: string) =>
      call(token, 'POST', '/api/consent/paper', {
        patientId,
        scanUrl,
        decisions: [{ purpose: 'signals', version: 1, decision: 'accepted' }],
      });
    errorOf(await paper(outsider.token), 40301);
    errorOf(await paper(cast.patient.token), 40301);
    const state = dataOf<ConsentState>(await paper(cast.doctor.token));
    expect(purposeOf(state, 'signals')).toMatchObject({ accepted: true });
    expect(purposeOf(state, 'signals').latest).toMatchObject({
      method: 'paper',
      recordedByName: 'doctor',
      scanUrl,
    });
    // The scan: the care team and the patient read it, another patient and an outsider do not.
    for (const [token, status] of [
      [cast.doctor.token, 200],
      [cast.patient.token, 200],
      [other.token, 403],
      [outsider.token, 403],
    ] as const) {
      const res = await t.call({ method: 'GET', url: scanUrl, token });
      expect(res.statusCode, String(token)).toBe(status);
      if (status === 200) expect(res.headers['content-type']).toBe('application/pdf');
    }
    // The recording may start now.
    dataOf(await startRecording(cast.doctor.token));
  });

  it('stops the recording in progress when signal recording is withdrawn', async () => {
    const state = dataOf<ConsentState>(
      await decide(cast.patient.token, [{ purpose: 'signals', version: 1, decision: 'withdrawn' }]),
    );
    expect(purposeOf(state, 'signals')).toMatchObject({ accepted: false, due: false });
    const { rows } = await sql<{ status: string }>`SELECT status FROM recordings`.execute(t.sql);
    expect(rows.map((row) => row.status)).toEqual(['stopped']);
    errorOf(await startRecording(cast.doctor.token), 40360);
  });

  it('takes a withdrawn patient out of their groups and challenges, keeping their posts', async () => {
    const groupId = dataOf<{ id: number }>(
      await call(cast.doctor.token, 'POST', '/api/patientGroup/add', {
        name: '记忆训练小组',
        patientIds: [patientId],
      }),
    ).id;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const challengeId = dataOf<{ id: number }>(
      await call(cast.doctor.token, 'POST', '/api/challenge/add', {
        groupId,
        title: '本周训练5天',
        kind: 'trainingDays',
        target: 5,
        startsOn: day(-1),
        endsOn: day(7),
      }),
    ).id;
    dataOf(await call(cast.patient.token, 'POST', '/api/challenge/join', { id: challengeId }));
    dataOf(await call(cast.patient.token, 'POST', '/api/post/add', { groupId, body: '大家好' }));
    dataOf(
      await decide(cast.patient.token, [
        { purpose: 'community', version: 1, decision: 'withdrawn' },
      ]),
    );
    const members = await t.sql
      .selectFrom('patient_group_members')
      .select('patient_id')
      .where('patient_id', '=', patientId)
      .execute();
    expect(members).toEqual([]);
    const joined = await t.sql
      .selectFrom('challenge_participants')
      .select('patient_id')
      .where('patient_id', '=', patientId)
      .execute();
    expect(joined).toEqual([]);
    const posts = await t.sql
      .selectFrom('group_posts')
      .select('id')
      .where('author_patient_id', '=', patientId)
      .execute();
    expect(posts).toHaveLength(1);
    // Back into a group: refused until they accept again.
    errorOf(
      await call(cast.doctor.token, 'POST', '/api/patientGroup/addMember', { groupId, patientId }),
      40361,
    );
    dataOf(
      await decide(cast.patient.token, [
        { purpose: 'community', version: 1, decision: 'accepted' },
      ]),
    );
    dataOf(
      await call(cast.doctor.token, 'POST', '/api/patientGroup/addMember', { groupId, patientId }),
    );
  });

  it('keeps history: decisions and texts are never changed', async () => {
    await expect(
      sql`UPDATE consent_decisions SET decision = 'accepted' WHERE patient_id = ${patientId}`.execute(
        t.sql,
      ),
    ).rejects.toThrow(/never changed/);
    await expect(
      sql`UPDATE consent_texts SET body_zh = '改' WHERE purpose = 'medical'`.execute(t.sql),
    ).rejects.toThrow(/never changed/);
  });

  it('publishes new versions: a wording fix keeps acceptances, a re-decision makes patients due', async () => {
    const publish = (purpose: string, requiresRedecision: boolean) =>
      call(cast.admin.token, 'POST', '/api/consent/texts/publish', {
        purpose,
        titleZh: '参与群体互动',
        bodyZh: '新的说明。',
        titleEn: 'Joining the community',
        bodyEn: 'New wording.',
        requiresRedecision,
      });
    dataOf(await publish('community', false));
    let state = dataOf<ConsentState>(await mine(cast.patient.token));
    expect(purposeOf(state, 'community')).toMatchObject({ due: false, accepted: true });
    expect(purposeOf(state, 'community').current.version).toBe(2);
    expect(dataOf<ConsentText>(await publish('community', true)).version).toBe(3);
    state = dataOf<ConsentState>(await mine(cast.patient.token));
    expect(state.due).toBe(true);
    expect(purposeOf(state, 'community')).toMatchObject({ due: true, accepted: false });
    // Until they decide again, the earlier acceptance does not count.
    const group = await t.sql.selectFrom('patient_groups').select('id').executeTakeFirstOrThrow();
    errorOf(
      await call(cast.patient.token, 'POST', '/api/post/add', { groupId: group.id, body: '你好' }),
      40361,
    );
    // The earlier versions are all kept.
    const texts = dataOf<ConsentText[]>(
      await call(cast.patient.token, 'GET', '/api/consent/texts'),
    );
    expect(
      texts.filter((text) => text.purpose === 'community').map((text) => text.version),
    ).toEqual([3, 2, 1]);
    expect(await auditOf(t, 'publishConsentText')).toHaveLength(2);
  });
});
