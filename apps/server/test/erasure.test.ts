import { type ErasureRequest, type MyErasure, type Page, type Post } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { addClinicalRecord } from './clinical-record';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Issue 32 §5: erasure within the law. The patient sees what will be erased and kept, asks; an
 * admin completes: their posts say only that they were deleted, the pictures' files are gone, the
 * group membership (nickname, avatar) is removed, the account is archived and cannot sign in —
 * and the assessment, training result, recording and messages stay, readable by the care team.
 * One pending request per patient; only the admin answers; a patient asks only for themself.
 */
describe.each(engines)('erasure requests on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let patientUserId: number;
  let patientToken: string;
  let patientId: number;
  let assessmentId: number;
  let recordingId: number;
  let resultId: number;
  let postId: number;
  let pictureId: string;
  let groupId: number;

  const password = 'Erase#2468';
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const signIn = () =>
    t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: form,
      payload: new URLSearchParams({ username: 'erasepat', password }).toString(),
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    const { id: doctorId } = await t.sql
      .insertInto('doctors')
      .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
      .returning('id')
      .executeTakeFirstOrThrow();
    patientUserId = await t.createUser({ username: 'erasepat', password, userAuth: '2' });
    await t.sql
      .updateTable('users')
      .set({ avatar: '/api/oss/file/00000000-0000-4000-8000-000000000001' })
      .where('id', '=', patientUserId)
      .execute();
    patientToken = await t.tokenFor(patientUserId);
    ({ id: patientId } = await t.sql
      .insertInto('patients')
      .values({ user_id: patientUserId, patient_name: '删除患者' })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorId })
      .execute();

    // The medical record: an assessment, a training result, a recording, a message to the doctor.
    ({ assessmentId, resultId, recordingId } = await addClinicalRecord(
      t,
      patientId,
      cast.doctor.id,
    ));
    const [low, high] = [patientUserId, cast.doctor.id].sort((a, b) => a - b) as [number, number];
    const { id: conversationId } = await t.sql
      .insertInto('conversations')
      .values({ user_low: low, user_high: high, last_seq: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('messages')
      .values({ conversation_id: conversationId, seq: 1, sender_id: patientUserId, body: '医生好' })
      .execute();

    // The community: a group of the doctor, the patient a member with a nickname, a post with a picture.
    ({ id: groupId } = await t.sql
      .insertInto('patient_groups')
      .values({ name: '记忆训练小组', doctor_id: doctorId, moderation: 'post' })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.sql
      .insertInto('patient_group_members')
      .values({ group_id: groupId, patient_id: patientId, nickname: '小松鼠', avatar: 'star' })
      .execute();
    ({ id: pictureId } = await t.sql
      .insertInto('files')
      .values({
        module: 'post',
        content_type: 'image/png',
        size: 3,
        bytes: Buffer.from('png'),
        owner_id: patientUserId,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    ({ id: postId } = await t.sql
      .insertInto('group_posts')
      .values({
        group_id: groupId,
        author_patient_id: patientId,
        body: '我家住在幸福小区三号楼',
        image_file_id: pictureId,
        status: 'visible',
        created_by: patientUserId,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t?.close());

  const admin = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token: cast.admin.token });

  it('shows the patient what will be erased and kept, then takes one request', async () => {
    const before = dataOf<MyErasure>(
      await t.call({ method: 'GET', url: '/api/privacy/erasure', token: patientToken }),
    );
    expect(before.request).toBeNull();
    const erased = Object.fromEntries(before.preview.erased.map((e) => [e.item, e.count]));
    const kept = Object.fromEntries(before.preview.kept.map((e) => [e.item, e.count]));
    expect(erased).toMatchObject({
      communityPosts: 1,
      postPictures: 1,
      groupMemberships: 1,
      account: 1,
    });
    expect(kept).toMatchObject({
      assessments: 1,
      trainingResults: 1,
      recordings: 1,
      clinicianMessages: 1,
    });
    expect(before.preview.retentionYears).toEqual({ inpatient: 30, outpatient: 15 });

    const asked = dataOf<ErasureRequest>(
      await t.call({ method: 'POST', url: '/api/privacy/erasure', token: patientToken }),
    );
    expect(asked).toMatchObject({ patientId, status: 'pending', askedBySelf: true });
    expect(asked.deadline - asked.askedAt).toBe(15 * 86_400_000);

    // One pending request per patient, whoever asks.
    errorOf(
      await t.call({ method: 'POST', url: '/api/privacy/erasure', token: patientToken }),
      40950,
    );
    errorOf(
      await admin({ method: 'POST', url: '/api/erasureRequests', payload: { patientId } }),
      40950,
    );
    const mine = dataOf<MyErasure>(
      await t.call({ method: 'GET', url: '/api/privacy/erasure', token: patientToken }),
    );
    expect(mine.request?.id).toBe(asked.id);
  });

  it('lets only the admin answer, and a patient ask only for themself', async () => {
    const pending = dataOf<Page<ErasureRequest>>(
      await admin({ method: 'GET', url: '/api/erasureRequests?status=pending' }),
    );
    const request = pending.list.find((r) => r.patientId === patientId)!;
    expect(request.patientName).toBe('删除患者');
    for (const token of [patientToken, cast.doctor.token]) {
      errorOf(
        await t.call({
          method: 'POST',
          url: `/api/erasureRequests/${request.id}/complete`,
          token,
        }),
        40301,
      );
      errorOf(
        await t.call({
          method: 'POST',
          url: '/api/erasureRequests',
          token,
          payload: { patientId },
        }),
        40301,
      );
      errorOf(await t.call({ method: 'GET', url: '/api/erasureRequests', token }), 40301);
    }
    // The patient's own call takes no patient id: another patient naming this one asks for
    // themself only; a doctor has no erasure of their own to ask.
    const otherUser = await t.createUser({ username: 'otherpat', userAuth: '2' });
    const { id: otherPatient } = await t.sql
      .insertInto('patients')
      .values({ user_id: otherUser, patient_name: '别的患者' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = dataOf<ErasureRequest>(
      await t.call({
        method: 'POST',
        url: '/api/privacy/erasure',
        token: await t.tokenFor(otherUser),
        payload: { patientId },
      }),
    );
    expect(theirs.patientId).toBe(otherPatient);
    dataOf(
      await admin({
        method: 'POST',
        url: `/api/erasureRequests/${theirs.id}/reject`,
        payload: { reason: '测试' },
      }),
    );
    errorOf(
      await t.call({ method: 'POST', url: '/api/privacy/erasure', token: cast.doctor.token }),
      40370,
    );
  });

  it('completes: community content anonymised, pictures and membership gone, account archived; the medical record stays', async () => {
    const request = dataOf<Page<ErasureRequest>>(
      await admin({ method: 'GET', url: '/api/erasureRequests?status=pending' }),
    ).list.find((r) => r.patientId === patientId);
    const done = dataOf<ErasureRequest>(
      await admin({ method: 'POST', url: `/api/erasureRequests/${request!.id}/complete` }),
    );
    expect(done.status).toBe('completed');
    expect(done.decidedAt).toEqual(expect.any(Number));
    const erased = Object.fromEntries(done.statement!.erased.map((e) => [e.item, e.count]));
    expect(erased).toMatchObject({ communityPosts: 1, postPictures: 1, groupMemberships: 1 });
    const kept = Object.fromEntries(done.statement!.kept.map((e) => [e.item, e.count]));
    expect(kept).toMatchObject({ assessments: 1, trainingResults: 1, recordings: 1 });

    // The post is there, anonymised, as its group's clinician sees it.
    const posts = dataOf<Page<Post>>(
      await t.call({
        method: 'GET',
        url: `/api/post/list?groupId=${groupId}`,
        token: cast.doctor.token,
      }),
    );
    const post = posts.list.find((p) => p.id === postId)!;
    expect(post.body).toBe('该内容已按用户要求删除');
    expect(post.imageUrl).toBeNull();
    expect(post.nickname).toBe('已退出的组员');
    expect(
      await t.sql.selectFrom('files').select('id').where('id', '=', pictureId).execute(),
    ).toEqual([]);
    expect(
      await t.sql
        .selectFrom('patient_group_members')
        .select('id')
        .where('patient_id', '=', patientId)
        .execute(),
    ).toEqual([]);
    const account = await t.sql
      .selectFrom('users')
      .select(['avatar', 'archived_at'])
      .where('id', '=', patientUserId)
      .executeTakeFirstOrThrow();
    expect(account.avatar).toBe('');
    expect(account.archived_at).not.toBeNull();

    // Sign-in refused; the session ended.
    const refused = await signIn();
    expect(refused.json<{ code: number }>().code).toBe(40920);
    errorOf(
      await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token: patientToken }),
      50008,
    );

    // The care team still reads the medical record through the API.
    const get = (url: string) => t.call({ method: 'GET', url, token: cast.doctor.token });
    expect(
      dataOf<Page<{ id: number }>>(
        await get(`/api/assessment/list?patientId=${patientId}`),
      ).list.map((a) => a.id),
    ).toEqual([assessmentId]);
    expect(
      dataOf<Page<{ id: number }>>(
        await get(`/api/exerciseResult/list?patientId=${patientId}`),
      ).list.map((r) => r.id),
    ).toEqual([resultId]);
    expect(
      dataOf<Page<{ id: number }>>(
        await get(`/api/recording/list?patientId=${patientId}`),
      ).list.map((r) => r.id),
    ).toEqual([recordingId]);
    const { n } = await t.sql
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sender_id', '=', patientUserId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);

    // Audited in the same transaction: the completion and the archive.
    expect((await auditOf(t, 'completeErasureRequest')).at(-1)).toMatchObject({
      actor_id: cast.admin.id,
      outcome: 'success',
      entity_id: String(request!.id),
    });
    expect((await auditOf(t, 'deletePatient')).at(-1)).toMatchObject({
      actor_id: cast.admin.id,
      entity_id: String(patientId),
    });

    // Answered once only.
    errorOf(
      await admin({ method: 'POST', url: `/api/erasureRequests/${request!.id}/complete` }),
      40951,
    );
    errorOf(
      await admin({
        method: 'POST',
        url: `/api/erasureRequests/${request!.id}/reject`,
        payload: { reason: '重复' },
      }),
      40951,
    );
  });

  it('lets an admin ask for a patient and reject with a reason', async () => {
    const userId = await t.createUser({ username: 'rejectpat', userAuth: '2' });
    const { id } = await t.sql
      .insertInto('patients')
      .values({ user_id: userId, patient_name: '拒绝患者' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asked = dataOf<ErasureRequest>(
      await admin({ method: 'POST', url: '/api/erasureRequests', payload: { patientId: id } }),
    );
    expect(asked).toMatchObject({ askedBySelf: false, status: 'pending' });
    errorOf(
      await admin({
        method: 'POST',
        url: `/api/erasureRequests/${asked.id}/reject`,
        payload: { reason: ' ' },
      }),
      40001,
    );
    const rejected = dataOf<ErasureRequest>(
      await admin({
        method: 'POST',
        url: `/api/erasureRequests/${asked.id}/reject`,
        payload: { reason: '患者已撤回申请' },
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: '患者已撤回申请',
      statement: null,
    });
    // Not archived: the account still signs in.
    const account = await t.sql
      .selectFrom('users')
      .select('archived_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account.archived_at).toBeNull();
    errorOf(
      await admin({ method: 'POST', url: '/api/erasureRequests', payload: { patientId: 999999 } }),
      40401,
    );
  });
});
