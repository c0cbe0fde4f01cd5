import { describe, expect, it } from 'vitest';
import { signedIn, unique } from './testing/real-server';

// The real server of the client project, with its demo data: 李患者 (`patient`) trains on an active
// plan from 张医生 (`doctor`); 赵磊 (`zhaolei`) does not treat her. No HTTP mocking.

describe('training through the client', () => {
  it('reads the catalogue and the demo plan’s progress; another doctor is refused', async () => {
    const patient = await signedIn('patient', 'Patient@123');
    const catalogue = await patient.listExercises();
    expect(catalogue.map((entry) => entry.kind)).toContain('stroop');
    const own = (await patient.listPatients()).list[0]!;
    const plans = await patient.listTrainingPlans({ patientId: own.id, status: 'active' });
    expect(plans.list[0]).toMatchObject({ status: 'active', patientName: '李患者' });
    const progress = await patient.getPatientProgress({ patientId: own.id });
    expect(progress.sessions.length).toBeGreaterThan(0);
    expect(progress.days.some((day) => day.planned)).toBe(true);
    const zhao = await signedIn('zhaolei', 'Doctor@123');
    await expect(zhao.getPatientProgress({ patientId: own.id })).rejects.toMatchObject({
      code: 40301,
    });
  });

  it('a doctor prescribes, the patient trains, a result sent twice is stored once', async () => {
    const admin = await signedIn('admin', 'Admin@123');
    const doctor = await signedIn('doctor', 'Doctor@123');
    const username = unique('tr');
    const account = await admin.addUser({
      username,
      password: 'Passw0rd!',
      name: '训练患者',
      userAuth: '2',
    });
    try {
      const record = await doctor.addPatient({ userId: account.id, patientName: '训练患者' });
      const draft = await doctor.addTrainingPlan({
        patientId: record.id,
        items: [{ kind: 'goNoGo', startLevel: 1 }],
        minutesPerSession: 15,
        sessionsPerWeek: 7,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      });
      const active = await doctor.setTrainingPlanStatus(draft.id, 'active');
      expect(active.statusHistory.map((change) => change.to)).toEqual(['draft', 'active']);

      const patient = await signedIn(username, 'Passw0rd!');
      const sessionId = crypto.randomUUID();
      const session = await patient.startTrainingSession({ clientId: sessionId, planId: draft.id });
      const item = session.items[0]!;
      const body = {
        clientId: crypto.randomUUID(),
        sessionClientId: sessionId,
        planItemId: item.id,
        startedAt: Date.now() - 60_000,
        finishedAt: Date.now(),
        result: {
          kind: 'goNoGo' as const,
          level: 1,
          outcome: 'completed' as const,
          trials: [
            {
              index: 0,
              practice: false,
              stimulus: 'go',
              response: 'press',
              correct: true,
              rtMs: 350,
            },
            {
              index: 1,
              practice: false,
              stimulus: 'nogo',
              response: null,
              correct: true,
              rtMs: null,
            },
          ],
          accuracy: 1,
          meanRtMs: 350,
          medianRtMs: 350,
          omissions: 0,
          commissions: 0,
        },
        levelState: { level: 1, correctStreak: 2, errorStreak: 0, blockCount: 0, blockErrors: 0 },
      };
      const first = await patient.addExerciseResult(body);
      const second = await patient.addExerciseResult(body);
      expect(second.id).toBe(first.id);
      await patient.finishTrainingSession({
        clientId: sessionId,
        planId: draft.id,
        outcome: 'completed',
      });

      const results = await doctor.listExerciseResults({ patientId: record.id });
      expect(results.total).toBe(1);
      expect(results.list[0]!.trials).toHaveLength(2);
      const progress = await doctor.getPatientProgress({ patientId: record.id });
      expect(progress.items[0]!.currentLevel).toBe(1);
      expect(progress.sessions[0]).toMatchObject({ status: 'completed' });

      // A bad result names its field.
      await expect(
        patient.addExerciseResult({
          ...body,
          clientId: crypto.randomUUID(),
          result: { ...body.result, accuracy: 0.5 },
        }),
      ).rejects.toMatchObject({ code: 40001, message: expect.stringContaining('result.accuracy') });
      // The paused plan can be edited, then completed.
      const paused = await doctor.setTrainingPlanStatus(draft.id, 'paused');
      const edited = await doctor.updateTrainingPlan({
        id: draft.id,
        revision: paused.revision,
        items: [
          { id: item.id, kind: 'goNoGo', startLevel: 1 },
          { kind: 'stroop', startLevel: 2 },
        ],
        minutesPerSession: 20,
        sessionsPerWeek: 7,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      });
      expect(edited.items.map((i) => i.kind)).toEqual(['goNoGo', 'stroop']);
      expect(edited.items[0]!.levelState.correctStreak).toBe(2);
      expect((await doctor.setTrainingPlanStatus(draft.id, 'completed')).status).toBe('completed');
    } finally {
      await admin.deleteUser(account.id);
    }
  });
});
