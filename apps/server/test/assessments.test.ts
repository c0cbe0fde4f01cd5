import { itemKeys, type Assessment, type Page } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Assessments (issue 14, server): a doctor fills a MoCA for a patient of their care team item by
 * item as drafts (a stale revision refused), finishes only a complete sheet, gets the norms'
 * interpretation for the patient's age and education, amends only with a reason keeping the
 * original; another doctor and every patient are refused; every call audited.
 */
describe.each(engines)('assessments on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let mine: number; // 70 years old, 小学 (6 years): norm group A, MoCA +1
  let theirs: number;
  let otherDoctorToken: string;

  const post = (token: string, url: string, payload: unknown) =>
    t.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    const doctorId = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    mine = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者', age: 70, edu: '小学' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const theirUser = await t.createUser({ username: 'their_patient', userAuth: '2' });
    theirs = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: theirUser, patient_name: '王患者', age: 80, edu: '大学本科' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: mine, doctor_id: doctorId })
      .execute();
    const other = await t.createUser({ username: 'other_doctor', userAuth: '1' });
    otherDoctorToken = await t.tokenFor(other);
  });
  afterAll(() => t?.close());

  const full = (value: (key: string) => number) =>
    Object.fromEntries(itemKeys('moca').map((key) => [key, value(key)]));

  it('saves a MoCA item by item, refuses a stale revision, finishes only when complete', async () => {
    const started = dataOf<Assessment>(
      await post(cast.doctor.token, '/api/assessment/draft', {
        patientId: mine,
        kind: 'moca',
        testedOn: '2026-11-20',
        scores: { 'visuospatial.clock': 2 },
      }),
    );
    expect(started).toMatchObject({
      status: 'draft',
      revision: 0,
      rawTotal: 2,
      interpretation: null,
    });

    const saved = dataOf<Assessment>(
      await post(cast.doctor.token, '/api/assessment/draft', {
        id: started.id,
        patientId: mine,
        kind: 'moca',
        testedOn: '2026-11-20',
        scores: { 'visuospatial.clock': 2, 'naming.naming': 3 },
        revision: 0,
      }),
    );
    expect(saved).toMatchObject({ revision: 1, rawTotal: 5 });
    // Another screen still on revision 0 cannot overwrite it.
    const stale = await post(cast.doctor.token, '/api/assessment/draft', {
      id: started.id,
      patientId: mine,
      kind: 'moca',
      testedOn: '2026-11-20',
      scores: {},
      revision: 0,
    });
    expect(errorOf(stale, 40902)).toContain('已被他人修改');
    // Over an item's maximum: 40001 naming the item.
    const tooHigh = await post(cast.doctor.token, '/api/assessment/draft', {
      id: started.id,
      patientId: mine,
      kind: 'moca',
      testedOn: '2026-11-20',
      scores: { 'naming.naming': 4 },
      revision: 1,
    });
    expect(errorOf(tooHigh, 40001)).toContain('naming.naming');

    const incomplete = await post(cast.doctor.token, '/api/assessment/finish', {
      id: started.id,
      revision: 1,
    });
    expect(errorOf(incomplete, 40001)).toContain('scores.visuospatial.trail');

    // Raw 18 for a 70-year-old with 6 years: +1 → 19, below group A's 19.5 → possible MCI.
    const eighteen = full(() => 0);
    Object.assign(eighteen, {
      'visuospatial.trail': 1,
      'visuospatial.cube': 1,
      'visuospatial.clock': 2,
      'naming.naming': 3,
      'attention.digits': 2,
      'attention.serial7': 2,
      'delayedRecall.recall': 1,
      'orientation.orientation': 6,
    });
    await post(cast.doctor.token, '/api/assessment/draft', {
      id: started.id,
      patientId: mine,
      kind: 'moca',
      testedOn: '2026-11-20',
      scores: eighteen,
      revision: 1,
    });
    const finished = dataOf<Assessment>(
      await post(cast.doctor.token, '/api/assessment/finish', { id: started.id, revision: 2 }),
    );
    expect(finished.status).toBe('finished');
    expect(finished.interpretation).toEqual({
      kind: 'moca',
      rawTotal: 18,
      educationBonus: 1,
      total: 19,
      age: 70,
      educationYears: 6,
      group: 'A',
      cutoff: 19.5,
      belowCutoff: true,
      finding: 'possibleMci',
    });
    expect(finished.domains.find((d) => d.domain === 'memory')).toMatchObject({ score: 1, max: 5 });

    // Locked: a draft save is refused; an amendment needs a reason and keeps the original.
    const locked = await post(cast.doctor.token, '/api/assessment/draft', {
      id: started.id,
      patientId: mine,
      kind: 'moca',
      testedOn: '2026-11-20',
      scores: eighteen,
      revision: 3,
    });
    expect(errorOf(locked, 40901)).toContain('锁定');
    const noReason = await post(cast.doctor.token, '/api/assessment/amend', {
      id: started.id,
      kind: 'moca',
      scores: eighteen,
      reason: ' ',
      revision: 3,
    });
    expect(errorOf(noReason, 40001)).toContain('修改原因');
    const amended = dataOf<Assessment>(
      await post(cast.doctor.token, '/api/assessment/amend', {
        id: started.id,
        kind: 'moca',
        scores: { ...eighteen, 'delayedRecall.recall': 2 },
        reason: '延迟回忆漏记一词',
        revision: 3,
      }),
    );
    expect(amended.interpretation).toMatchObject({ total: 20, finding: 'withinNorm' });
    expect(amended.amendments).toHaveLength(1);
    expect(amended.amendments[0]).toMatchObject({
      reason: '延迟回忆漏记一词',
      previousScores: eighteen,
      amendedBy: expect.any(String),
    });

    const list = dataOf<Page<Assessment>>(
      await get(cast.doctor.token, `/api/assessment/list?patientId=${mine}`),
    );
    expect(list.total).toBe(1);
    expect(list.list[0]!.id).toBe(started.id);
    expect((await auditOf(t, 'amendAssessment')).at(-1)).toMatchObject({
      outcome: 'success',
      entity_id: String(started.id),
    });
    expect((await auditOf(t, 'listAssessments')).at(-1)).toMatchObject({ outcome: 'success' });
  });

  it('interprets an MMSE of an older, longer-schooled patient with the admin', async () => {
    const scores = Object.fromEntries(itemKeys('mmse').map((key) => [key, 1]));
    const draft = dataOf<Assessment>(
      await post(cast.admin.token, '/api/assessment/draft', {
        patientId: theirs,
        kind: 'mmse',
        testedOn: '2026-11-21',
        scores,
      }),
    );
    const finished = dataOf<Assessment>(
      await post(cast.admin.token, '/api/assessment/finish', { id: draft.id, revision: 0 }),
    );
    // 11 items × 1 = 11: group D (80, 16 years), below 23.5 → possible dementia; no MoCA bonus.
    expect(finished.interpretation).toMatchObject({
      rawTotal: 11,
      educationBonus: 0,
      group: 'D',
      cutoff: 23.5,
      finding: 'possibleDementia',
    });
  });

  it('refuses another doctor and every patient, for reads and writes', async () => {
    const [first] = dataOf<Page<Assessment>>(
      await get(cast.doctor.token, `/api/assessment/list?patientId=${mine}`),
    ).list;
    errorOf(await get(otherDoctorToken, `/api/assessment/list?patientId=${mine}`), 40301);
    errorOf(await get(otherDoctorToken, `/api/assessment/detail?id=${first!.id}`), 40301);
    errorOf(
      await post(otherDoctorToken, '/api/assessment/draft', {
        patientId: mine,
        kind: 'moca',
        testedOn: '2026-11-20',
        scores: {},
      }),
      40301,
    );
    errorOf(await get(cast.patient.token, `/api/assessment/list?patientId=${mine}`), 40301);
    errorOf(await get(cast.patient.token, `/api/assessment/detail?id=${first!.id}`), 40301);
    errorOf(await get(otherDoctorToken, '/api/assessment/detail?id=999999'), 40301);
    errorOf(await get(cast.admin.token, '/api/assessment/detail?id=999999'), 40401);
  });
});
