import type { AlertEvent } from '@cep/contract';
import { describe, expect, inject, it, vi } from 'vitest';
import type { ApiClient } from './api-client';
import { recordEvents, signedIn, unique } from './testing/real-server';

// The real server of the client project with its demo data; no HTTP mocking. A new patient of the
// demo doctor (`doctor`) trains once on a plan that began weeks ago: the missed-sessions alert
// reaches the doctor's open stream, and reading it lowers the count there too.

/** The alert events as they come, and a wait for the first one that matches. */
const recorder = (api: ApiClient) =>
  recordEvents<AlertEvent>((onEvent) => api.streamAlerts(onEvent), 'alert event');

describe('the assistant through the client', () => {
  it('an alert reaches the doctor’s stream; reading it lowers the count; a patient gets none', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    // A doctor of this test's own: the shared demo doctor's unread count moves with every other
    // test file that raises or reads alerts on the same server at the same time.
    const doctorName = unique('ad');
    const doctorAccount = await admin.addUser({
      username: doctorName,
      password: 'Passw0rd!',
      name: '提醒医生',
      userAuth: '1',
    });
    await admin.addDoctor({ userId: doctorAccount.id, doctorName: '提醒医生', job: '康复师' });
    const doctor = await signedIn(doctorName, 'Passw0rd!');
    const feed = recorder(doctor);
    const username = unique('as');
    const account = await admin.addUser({
      username,
      password: 'Passw0rd!',
      name: '提醒患者',
      userAuth: '2',
    });
    try {
      const first = await feed.until(() => true);
      const record = await doctor.addPatient({ userId: account.id, patientName: '提醒患者' });
      const plan = await doctor.addTrainingPlan({
        patientId: record.id,
        items: [{ kind: 'goNoGo', startLevel: 1 }],
        minutesPerSession: 15,
        sessionsPerWeek: 7,
        startDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      await doctor.setTrainingPlanStatus(plan.id, 'active');
      const patient = await signedIn(username, 'Passw0rd!');
      const session = await patient.startTrainingSession({
        clientId: crypto.randomUUID(),
        planId: plan.id,
      });
      await patient.addExerciseResult({
        clientId: crypto.randomUUID(),
        sessionClientId: session.clientId,
        planItemId: session.items[0]!.id,
        startedAt: Date.now() - 60_000,
        finishedAt: Date.now(),
        result: {
          kind: 'goNoGo',
          level: 1,
          outcome: 'completed',
          trials: [
            {
              index: 0,
              practice: false,
              stimulus: 'go',
              response: 'press',
              correct: true,
              rtMs: 350,
            },
          ],
          accuracy: 1,
          meanRtMs: 350,
          medianRtMs: 350,
          omissions: 0,
          commissions: 0,
        },
      });
      const arrived = await feed.until((event) => event.alert?.patientId === record.id);
      expect(arrived.alert).toMatchObject({ rule: 'missedSessions', patientName: '提醒患者' });
      expect(arrived.unread).toBe(first.unread + 1);

      const listed = await doctor.listAlerts({ patientId: record.id });
      expect(listed.list.map((alert) => [alert.rule, alert.read])).toEqual([
        ['missedSessions', false],
      ]);
      const after = await doctor.readAlerts([arrived.alert!.id]);
      expect(after.unread).toBe(first.unread);
      await feed.until((event) => !event.alert && event.unread === first.unread && event !== first);
      expect((await doctor.countAlerts()).unread).toBe(first.unread);

      await expect(patient.countAlerts()).rejects.toMatchObject({ code: 40301 });
      await expect(patient.listRecommendations()).rejects.toMatchObject({ code: 40301 });
      const patientFeed = recorder(patient);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(patientFeed.events).toEqual([]);
      patientFeed.stop();
    } finally {
      feed.stop();
      await admin.deleteUser(account.id).catch(() => {});
      await admin.deleteUser(doctorAccount.id).catch(() => {});
    }
  });

  it('a stream refused for too many of the account (429 / 42902) follows once another closes', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const doctorName = unique('cap');
    const account = await admin.addUser({
      username: doctorName,
      password: 'Passw0rd!',
      name: '多窗口医生',
      userAuth: '1',
    });
    const doctor = await signedIn(doctorName, 'Passw0rd!');
    const feeds: ReturnType<typeof recorder>[] = [];
    try {
      // As many tabs as the server lets one account follow (LIVE_PER_ACCOUNT, 10 by default).
      for (let i = 0; i < 10; i++) {
        const feed = recorder(doctor);
        await feed.until(() => true);
        feeds.push(feed);
      }
      const res = await fetch(`${inject('serverUrl')}/api/alert/stream`, {
        headers: { token: doctor.tokenStore.getToken()! },
      });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { code: number }).code).toBe(42902);
      // Every answer still comes from the real server; the test only hears of the refusals.
      const realFetch = globalThis.fetch;
      let heardRefusal: () => void = () => {};
      const refusal = new Promise<void>((resolve) => (heardRefusal = resolve));
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
        const answer = await realFetch(...args);
        if (answer.status === 429) heardRefusal();
        return answer;
      });
      const late = recorder(doctor);
      feeds.push(late);
      await refusal;
      vi.restoreAllMocks();
      // Another tab closes: the refused one gets in on its next try.
      feeds.shift()!.stop();
      await late.until(() => true, 0, 20_000);
    } finally {
      for (const feed of feeds) feed.stop();
      await admin.deleteUser(account.id).catch(() => {});
    }
  });
});
