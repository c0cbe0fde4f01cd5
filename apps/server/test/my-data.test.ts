import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { itemKeys, type MyDataRequest, type MyDataState } from '@cep/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import edfdecoder from 'edfdecoder';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../src/platform/jobs/retention';
import { engines } from './engines';
import { fhirProblems } from './fhir-validator';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, errorOf, type Cast } from './records';
import { patternCounts, profileOf, seedRecording } from './signals-export-support';
import { eventually } from './signals-support';
import { tempDataDir } from './temp-dir';

/*
 * 我的数据 (issue 32, item 3): a patient with an assessment (amended), a training result and a
 * recording asks for their data; a server prepares the archive in the background; the patient
 * follows it to ready and downloads it; every part is read back by a reader that is not ours
 * (JSZip, JSON.parse, csv-parse, edfdecoder, pdf-parse, the FHIR validators). Nobody else gets it,
 * a second ask while one runs is refused, a run whose server stopped is taken again, and the
 * download's audit line outlives the retention job, which deletes the expired archive.
 */

describe.each(engines)('我的数据 on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const folder = tempDataDir('cep-my-data-');
  let patientId: number;
  let recordingId: number;
  let other: { userId: number; patientId: number; token: string };
  const recordingSeconds = 4;
  const counts = patternCounts(7, 250 * recordingSeconds, 8);

  const post = (token: string, url: string, payload?: Record<string, unknown>) =>
    t.call({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
  const status = async (token: string) =>
    dataOf<MyDataState>(await t.call({ method: 'GET', url: '/api/myData/status', token }));
  /** Waits for the request to reach a state (the server works in the background). */
  const settled = async (token: string) => {
    const state = await eventually(
      () => status(token),
      (s) => s.request !== null && ['ready', 'failed'].includes(s.request.status),
      120_000,
    );
    return state.request!;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {
      requestTimeoutMs: 120_000,
      myData: { folder: folder.dir, pollMs: 100, staleMs: 3000 },
    });
    cast = await castOf(t);
    const doctorId = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者', phone: '13800000000' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorId })
      .execute();
    const otherUser = await t.createUser({ username: 'other_patient', userAuth: '2' });
    other = {
      userId: otherUser,
      token: await t.tokenFor(otherUser),
      patientId: (
        await t.sql
          .insertInto('patients')
          .values({ user_id: otherUser, patient_name: '王患者' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    };

    // A MoCA the doctor fills, finishes and amends through the API.
    const scores = Object.fromEntries(itemKeys('moca').map((key) => [key, 1]));
    const draft = dataOf<{ id: number; revision: number }>(
      await post(cast.doctor.token, '/api/assessment/draft', {
        patientId,
        kind: 'moca',
        testedOn: '2026-03-02',
        scores,
      }),
    );
    const done = dataOf<{ id: number; revision: number }>(
      await post(cast.doctor.token, '/api/assessment/finish', {
        id: draft.id,
        revision: draft.revision,
      }),
    );
    dataOf(
      await post(cast.doctor.token, '/api/assessment/amend', {
        id: done.id,
        kind: 'moca',
        scores: { ...scores, [itemKeys('moca')[0]!]: 0 },
        reason: '复核更正',
        revision: done.revision,
      }),
    );

    // A training plan, session and result, as the training calls store them.
    const plan = await t.sql
      .insertInto('training_plans')
      .values({
        patient_id: patientId,
        status: 'active',
        minutes_per_session: 20,
        sessions_per_week: 3,
        training_days: [1, 3, 5],
        start_date: '2026-03-01',
        end_date: '2026-03-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('training_plan_items')
      .values({
        plan_id: plan.id,
        position: 0,
        exercise_kind: 'goNoGo',
        start_level: 2,
        rule: JSON.stringify({ type: 'staircase', up: 3, down: 2 }),
        level_state: JSON.stringify({
          level: 2,
          correctStreak: 0,
          errorStreak: 0,
          blockCount: 0,
          blockErrors: 0,
        }),
      })
      .execute();
    const session = await t.sql
      .insertInto('training_sessions')
      .values({
        client_id: randomUUID(),
        plan_id: plan.id,
        patient_id: patientId,
        status: 'completed',
        started_at: new Date('2026-03-03T02:00:00Z'),
        finished_at: new Date('2026-03-03T02:20:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('exercise_results')
      .values({
        client_id: randomUUID(),
        patient_id: patientId,
        session_id: session.id,
        plan_id: plan.id,
        exercise_kind: 'goNoGo',
        level: 2,
        outcome: 'completed',
        accuracy: 0.75,
        mean_rt_ms: 412,
        median_rt_ms: 405,
        omissions: 1,
        commissions: 0,
        trial_count: 4,
        trials: JSON.stringify([{ index: 0, correct: true, rtMs: 400 }]),
        extra: null,
        started_at: new Date('2026-03-03T02:01:00Z'),
        finished_at: new Date('2026-03-03T02:05:00Z'),
      })
      .execute();

    // A recording of the 8-channel EEG.
    const device = dataOf<{ id: number }>(
      await post(cast.admin.token, '/api/signalDevice/add', { name: 'EEG', profile: 'eeg-8-250' }),
    );
    recordingId = await seedRecording(t, {
      patientId,
      devices: [
        {
          deviceId: device.id,
          profile: 'eeg-8-250',
          firstOffsetMs: 0,
          chunks: [{ start: 0, counts, scales: Array(8).fill(0.1) }],
        },
      ],
      markers: [{ offsetMs: 1000, label: '闭眼' }],
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    folder.remove();
  });

  let ready: MyDataRequest;
  let zip: JSZip;

  it('prepares the archive in the background, with progress, to ready', async () => {
    const asked = dataOf<MyDataRequest>(await post(cast.patient.token, '/api/myData/request'));
    expect(['queued', 'running', 'ready']).toContain(asked.status);
    ready = await settled(cast.patient.token);
    expect(ready, JSON.stringify(ready)).toMatchObject({
      id: asked.id,
      status: 'ready',
      progress: 100,
      step: 'done',
      error: null,
    });
    expect(ready.sizeBytes).toBeGreaterThan(0);
    const keep = Date.parse(ready.expiresAt!) - Date.parse(ready.finishedAt!);
    expect(Math.round(keep / 86_400_000)).toBe(7);
  });

  it('downloads it as 我的数据-YYYYMMDD.zip (RFC 5987), by the patient only', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/myData/download?id=${ready.id}`,
      token: cast.patient.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="my-data-\d{8}\.zip"; filename\*=UTF-8''/);
    const star = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(star)).toMatch(/^我的数据-\d{8}\.zip$/);
    expect(res.rawPayload.byteLength).toBe(ready.sizeBytes);
    zip = await JSZip.loadAsync(res.rawPayload);

    // Another patient guessing the id: not found (no probing); clinicians: not theirs at all.
    errorOf(
      await t.call({
        method: 'GET',
        url: `/api/myData/download?id=${ready.id}`,
        token: other.token,
      }),
      40401,
    );
    for (const token of [cast.doctor.token, cast.admin.token]) {
      errorOf(
        await t.call({ method: 'GET', url: `/api/myData/download?id=${ready.id}`, token }),
        40301,
      );
      errorOf(await post(token, '/api/myData/request'), 40301);
    }
    // The other patient's own status shows nothing of the first's.
    expect((await status(other.token)).request).toBeNull();
  });

  it('holds every part, each read by an independent reader', async () => {
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(names.sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'assessments.json',
        'assessments.csv',
        'training/plans.json',
        'training/plans.csv',
        'training/sessions.json',
        'training/sessions.csv',
        'training/results.json',
        'training/results.csv',
        'community.json',
        'messages.json',
        `recordings/recording-${recordingId}.edf`,
        'reports/report-2026-03.pdf',
        'fhir/everything.json',
      ].sort(),
    );
    const text = (name: string) => zip.file(name)!.async('string');
    const bytes = (name: string) => zip.file(name)!.async('uint8array');

    expect(await text('README.txt')).toContain('我的数据');
    const profile = JSON.parse(await text('profile.json')) as {
      patient: { patient_name: string; phone: string };
    };
    expect(profile.patient).toMatchObject({ patient_name: '李患者', phone: '13800000000' });

    const assessments = JSON.parse(await text('assessments.json')) as Array<{
      kind: string;
      status: string;
      amendments: Array<{ reason: string }>;
    }>;
    expect(assessments).toHaveLength(1);
    expect(assessments[0]).toMatchObject({ kind: 'moca', status: 'finished' });
    expect(assessments[0]!.amendments.map((a) => a.reason)).toEqual(['复核更正']);

    // CSVs: UTF-8 with a BOM (Excel), parsed by csv-parse.
    const assessmentCsv = await bytes('assessments.csv');
    expect([...assessmentCsv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const items = parseCsv(Buffer.from(assessmentCsv), { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(items).toHaveLength(itemKeys('moca').length);
    expect(items[0]).toMatchObject({ '量表 Scale': 'MoCA', '测评日期 Date': '2026-03-02' });
    const results = parseCsv(Buffer.from(await bytes('training/results.csv')), {
      bom: true,
      columns: true,
    }) as Array<Record<string, string>>;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ '训练项目 Exercise': 'goNoGo', '正确率 Accuracy': '0.75' });
    const resultsJson = JSON.parse(await text('training/results.json')) as unknown[];
    expect(resultsJson).toHaveLength(1);

    // The recording, read by edfdecoder: 8 EEG channels at 250 Hz, the samples as stored.
    const edfBytes = await bytes(`recordings/recording-${recordingId}.edf`);
    const decoder = new edfdecoder.EdfDecoder();
    decoder.setInput(
      edfBytes.buffer.slice(edfBytes.byteOffset, edfBytes.byteOffset + edfBytes.byteLength),
    );
    decoder.decode();
    const edf = decoder.getOutput()!;
    const eeg = profileOf('eeg-8-250');
    expect(edf.getSignalLabel(0).trim()).toBe(`EEG ${eeg.channels[0]!.label}`);
    expect(edf.getSignalSamplingFrequency(0)).toBe(250);
    expect(edf.getPatientID()).toContain(`P${String(patientId).padStart(6, '0')}`);
    const first = edf.getPhysicalSignalConcatRecords(0);
    expect(first.length).toBeGreaterThanOrEqual(250 * recordingSeconds);
    for (const s of [0, 1, 250, 999]) {
      expect(first[s]!).toBeCloseTo(counts[s * 8]! * 0.1, 1);
    }

    // The March report: a PDF that pdf-parse reads.
    const pdf = await bytes('reports/report-2026-03.pdf');
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdfText = (await new PDFParse({ data: pdf }).getText()).text;
    expect(pdfText).toContain('月度训练与评估报告');

    // FHIR: a valid Bundle holding the Patient and the assessment.
    const bundle = JSON.parse(await text('fhir/everything.json')) as {
      resourceType: string;
      entry: Array<{ resource: { resourceType: string } }>;
    };
    expect(fhirProblems(bundle)).toEqual([]);
    const types = bundle.entry.map((e) => e.resource.resourceType);
    expect(types).toContain('Patient');
    expect(types).toContain('Observation');
    expect(types).toContain('QuestionnaireResponse');
  }, 120_000); // Packing a recording, reports and FHIR on 2 loaded cores can pass 30 s.

  it('writes a synchronous audit line per download that the retention job never purges, and purges the expired archive', async () => {
    const lines = () =>
      t.sql
        .selectFrom('audit_log')
        .select(['outcome', 'read', 'actor_id', 'entity_id', 'detail'])
        .where('action', '=', 'downloadMyData')
        .where('outcome', '=', 'success')
        .execute();
    // The line is written once the last byte went out.
    const written = await eventually(lines, (rows) => rows.length >= 1);
    expect(written[0]).toMatchObject({
      outcome: 'success',
      read: false,
      actor_id: cast.patient.id,
    });
    expect(written[0]!.detail).toMatchObject({ request: ready.id, bytes: ready.sizeBytes });

    const file = path.join(folder.dir, `${ready.id}.zip`);
    expect(existsSync(file)).toBe(true);
    // Expired: the archive and its row go; the download's line stays, even at zero days' retention.
    await t.sql
      .updateTable('my_data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', ready.id)
      .execute();
    expect((await status(cast.patient.token)).request?.status).toBe('expired');
    const purged = await purgeExpired(
      t.sql,
      { sessions: 0, clientErrors: 0, readAudit: 0, medicalRecordYears: 30 },
      { myDataFolder: folder.dir },
    );
    expect(purged.myDataArchives).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect((await status(cast.patient.token)).request).toBeNull();
    expect(await lines()).toHaveLength(written.length);
    errorOf(
      await t.call({
        method: 'GET',
        url: `/api/myData/download?id=${ready.id}`,
        token: cast.patient.token,
      }),
      40401,
    );
  });

  it('refuses a second request while one is under way (40940)', async () => {
    // The other patient's request is being prepared (by a server that is working on it now).
    const running = await t.sql
      .insertInto('my_data_exports')
      .values({
        patient_id: other.patientId,
        requested_by: other.userId,
        fhir_base: 'http://localhost/fhir/R4',
        status: 'running',
        attempts: 1,
        heartbeat_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    errorOf(await post(other.token, '/api/myData/request'), 40940);
    expect((await status(other.token)).request).toMatchObject({
      id: running.id,
      status: 'running',
    });
    await t.sql.deleteFrom('my_data_exports').where('id', '=', running.id).execute();
  });

  it('takes again a run whose server stopped, and marks it failed after its last attempt', async () => {
    // A run whose heartbeat stopped long ago, on its first attempt: another server takes it.
    const stale = await t.sql
      .insertInto('my_data_exports')
      .values({
        patient_id: other.patientId,
        requested_by: other.userId,
        fhir_base: 'http://localhost/fhir/R4',
        status: 'running',
        attempts: 1,
        heartbeat_at: new Date(Date.now() - 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const retried = await settled(other.token);
    expect(retried).toMatchObject({ id: stale.id, status: 'ready' });
    // Past its last attempt: failed, and the patient may ask again.
    await t.sql.deleteFrom('my_data_exports').where('patient_id', '=', other.patientId).execute();
    const spent = await t.sql
      .insertInto('my_data_exports')
      .values({
        patient_id: other.patientId,
        requested_by: other.userId,
        fhir_base: 'http://localhost/fhir/R4',
        status: 'running',
        attempts: 2,
        heartbeat_at: new Date(Date.now() - 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const failed = await settled(other.token);
    expect(failed).toMatchObject({ id: spent.id, status: 'failed' });
    expect(failed.error).toBeTruthy();
    const again = dataOf<MyDataRequest>(await post(other.token, '/api/myData/request'));
    expect(again.id).not.toBe(spent.id);
    expect((await settled(other.token)).status).toBe('ready');
  });
  it('has two instances on one database prepare each request once (FOR UPDATE SKIP LOCKED)', async () => {
    const second = await t.secondInstance({
      myData: { folder: folder.dir, pollMs: 50, concurrency: 2 },
    });
    try {
      const ids: string[] = [];
      for (let n = 0; n < 4; n++) {
        const userId = await t.createUser({ username: `many_${n}`, userAuth: '2' });
        const { id: patient } = await t.sql
          .insertInto('patients')
          .values({ user_id: userId, patient_name: `患者${n}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await t.sql
          .insertInto('my_data_exports')
          .values({
            patient_id: patient,
            requested_by: userId,
            fhir_base: 'http://localhost/fhir/R4',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      const rows = await eventually(
        () =>
          t.sql
            .selectFrom('my_data_exports')
            .select(['status', 'attempts'])
            .where('id', 'in', ids)
            .execute(),
        (found) => found.every((row) => row.status === 'ready' || row.status === 'failed'),
        120_000,
      );
      expect(rows).toEqual(ids.map(() => ({ status: 'ready', attempts: 1 })));
    } finally {
      await second.close();
    }
  });
});

describe.each(engines)('我的数据 past its time limit on $name PostgreSQL', (engine) => {
  let t: TestApp;
  const folder = tempDataDir('cep-my-data-limit-');
  beforeAll(async () => {
    t = await startTestApp(engine, { myData: { folder: folder.dir, pollMs: 100, timeLimitMs: 1 } });
  });
  afterAll(async () => {
    await t?.close();
    folder.remove();
  });

  it('cuts a run past the time limit, marks it failed with the reason, and leaves no file', async () => {
    const userId = await t.createUser({ username: 'slow_patient', userAuth: '2' });
    const token = await t.tokenFor(userId);
    await t.sql
      .insertInto('patients')
      .values({ user_id: userId, patient_name: '赵患者' })
      .execute();
    dataOf(await t.call({ method: 'POST', url: '/api/myData/request', token }));
    const state = await eventually(
      async () =>
        dataOf<MyDataState>(await t.call({ method: 'GET', url: '/api/myData/status', token })),
      (s) => s.request?.status === 'failed',
      60_000,
    );
    expect(state.request).toMatchObject({ status: 'failed', error: '准备时间过长，请重试' });
    expect(readdirSync(folder.dir)).toEqual([]);
  });
});
