import type { CommunityEvent } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './api-client';
import { acceptAllConsent } from './testing/consent';
import { recordEvents, signedIn, unique } from './testing/real-server';

// The real server of the client project with its demo data (张医生 leads 记忆训练互助组); no HTTP
// mocking. Writes go to a group of this test's own: two new patients of 张医生.

/** The community events as they come, and a wait for the first one that matches. */
const recorder = (api: ApiClient) =>
  recordEvents<CommunityEvent>((onEvent) => api.streamCommunity(onEvent), 'community event');

describe('group interaction through the client', () => {
  it('reads the demo group as a patient: nicknames, the session, the announcement, the challenge', async () => {
    const patient = await signedIn('patient', 'Patient@123');
    const groups = await patient.listPatientGroups();
    const demo = groups.find((group) => group.name === '记忆训练互助组')!;
    expect(demo.mine?.nickname).toBe('书法爱好者');
    expect(demo.members.map((m) => m.nickname)).toContain('向日葵');
    expect(demo.members.every((m) => m.realName === null && m.patientId === null)).toBe(true);
    expect(JSON.stringify(groups)).not.toMatch(/王秀英|张伟|刘洋/);
    const sessions = await patient.listGroupSessions({ groupId: demo.id });
    expect(sessions[0]).toMatchObject({ capacity: 8, signups: [] });
    const announcements = await patient.listAnnouncements();
    expect(announcements.list[0]).toMatchObject({ title: '本周小组训练安排', pinned: true });
    const challenges = await patient.listChallenges({ groupId: demo.id });
    expect(challenges[0]).toMatchObject({ title: '本周训练5天', participants: expect.any(Number) });
    // Clinician-only calls are refused at the gate.
    await expect(patient.listModerationQueue()).rejects.toMatchObject({ code: 40301 });
    await expect(
      patient.addPatientGroup({ name: '我的小组', patientIds: [] }),
    ).rejects.toMatchObject({ code: 40301 });
  });

  it('a pre-moderated post shows after approval and leaves the other member’s stream when hidden', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const doctor = await signedIn('doctor', 'Doctor@123');
    const members: Array<{ api: ApiClient; recordId: number }> = [];
    for (const name of ['组员甲', '组员乙']) {
      const username = unique('cm');
      const account = await admin.addUser({ username, password: 'Passw0rd!', name, userAuth: '2' });
      const record = await doctor.addPatient({ userId: account.id, patientName: `${name}真名` });
      const api = await signedIn(username, 'Passw0rd!');
      // Issue 32: a group member has accepted the community.
      await acceptAllConsent(api);
      members.push({ api, recordId: record.id });
    }
    const [writer, reader] = members as [(typeof members)[0], (typeof members)[0]];
    const group = await doctor.addPatientGroup({
      name: unique('客户端小组'),
      moderation: 'pre',
      patientIds: members.map((m) => m.recordId),
    });
    await reader.api.setGroupNickname({ groupId: group.id, nickname: '读者', avatar: 'moon' });
    await expect(
      writer.api.setGroupNickname({ groupId: group.id, nickname: '读者', avatar: 'sun' }),
    ).rejects.toMatchObject({ code: 40901 });

    const feed = recorder(reader.api);
    try {
      await feed.until((event) => event.kind === 'ready');
      const post = await writer.api.addPost({ groupId: group.id, body: '第一次发帖' });
      expect(post.status).toBe('pending');
      expect((await reader.api.listPosts({ groupId: group.id })).list).toEqual([]);
      let mark = feed.events.length;
      await doctor.approvePost(post.id);
      await feed.until((event) => event.kind === 'posts' && event.groupId === group.id, mark);
      const shown = await reader.api.listPosts({ groupId: group.id });
      expect(shown.list.map((p) => p.body)).toEqual(['第一次发帖']);
      expect(JSON.stringify(shown)).not.toContain('组员甲真名');

      await reader.api.reportPost(post.id, '不友善');
      const queue = await doctor.listModerationQueue({ groupId: group.id });
      expect(queue.list[0]).toMatchObject({
        id: post.id,
        reports: 1,
        authorRealName: '组员甲真名',
      });
      mark = feed.events.length;
      await doctor.hidePost(post.id, '不友善');
      await feed.until((event) => event.kind === 'posts' && event.groupId === group.id, mark);
      expect((await reader.api.listPosts({ groupId: group.id })).list).toEqual([]);
      await doctor.restorePost(post.id);
      expect((await reader.api.listPosts({ groupId: group.id })).total).toBe(1);
    } finally {
      feed.stop();
    }
  });
});
