// A patient training at home, as the console's training outbox sends it
// (apps/console/src/training-outbox/outbox.ts): a session's start, each exercise result, its
// finish, each keyed by an id made in the client and sent in order; a send without an answer or
// with a server fault (5xx) is tried again later with the same id, one refused (4xx) is put aside.
// After a session the console shows the progress. Every result the server acknowledged goes into
// the ledger, to be found in the database at the end.
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A completed Go/No-Go run of 20 go trials, `correct` of them right, valid under the contract. */
export function goNoGoRun(level, correct) {
  const n = 20;
  const trials = Array.from({ length: n }, (_, index) => ({
    index,
    practice: false,
    stimulus: 'go',
    response: index < correct ? 'press' : null,
    correct: index < correct,
    rtMs: index < correct ? 380 + ((index * 37) % 200) : null,
  }));
  const rts = trials.flatMap((t) => (t.rtMs === null ? [] : [t.rtMs])).sort((a, b) => a - b);
  const mid = Math.floor(rts.length / 2);
  return {
    kind: 'goNoGo',
    level,
    outcome: 'completed',
    trials,
    accuracy: correct / n,
    meanRtMs: rts.length ? rts.reduce((a, b) => a + b, 0) / rts.length : null,
    medianRtMs: rts.length ? (rts.length % 2 ? rts[mid] : (rts[mid - 1] + rts[mid]) / 2) : null,
    omissions: n - correct,
    commissions: 0,
  };
}

/**
 * Runs one patient until `until()` is false. `patient`: { token, planId, itemId, recordId,
 * preferred }; `ledger.results`: acknowledged result client ids; `ledger.refused`: counts.
 */
export async function runPatient({ call, patient, ledger, running, thinkMs }) {
  const pause = () => sleep(thinkMs * (0.5 + Math.random()));
  await sleep(Math.random() * thinkMs); // patients do not all start at once
  while (running()) {
    const sessionClientId = randomUUID();
    const sessionStart = Date.now();
    let level = 2;
    const outbox = [
      {
        cls: 'training: start session',
        path: '/api/trainingSession/start',
        body: () => ({
          clientId: sessionClientId,
          planId: patient.planId,
          startedAt: sessionStart,
        }),
        then: (data) => {
          level = data?.items?.[0]?.levelState?.level ?? level;
        },
      },
    ];
    for (let run = 0; run < 2; run++) {
      const clientId = randomUUID();
      let body;
      outbox.push({
        cls: 'training: add result',
        path: '/api/exerciseResult/add',
        // Made once, when the run ends: a retry sends the very same body.
        body: () =>
          (body ??= (() => {
            const finishedAt = Date.now();
            const correct = 14 + Math.floor(Math.random() * 7);
            return {
              clientId,
              sessionClientId,
              planItemId: patient.itemId,
              startedAt: Math.max(sessionStart, finishedAt - 15_000),
              finishedAt,
              result: goNoGoRun(level, correct),
              levelState: {
                level,
                correctStreak: 0,
                errorStreak: 0,
                blockCount: 0,
                blockErrors: 0,
              },
            };
          })()),
        then: () => ledger.results.set(clientId, patient.recordId),
      });
    }
    outbox.push({
      cls: 'training: finish session',
      path: '/api/trainingSession/finish',
      body: () => ({
        clientId: sessionClientId,
        planId: patient.planId,
        outcome: 'completed',
        finishedAt: Date.now(),
      }),
      then: () => {},
    });
    for (const message of outbox) {
      if (running()) await pause(); // once the run is over, what is waiting is sent at once
      for (let failures = 0; ; failures++) {
        const answer = await call(message.cls, patient.preferred, 'POST', message.path, {
          token: patient.token,
          json: message.body(),
        });
        if (answer.ok) {
          message.then(answer.data);
          break;
        }
        if (answer.code >= 40000 && answer.code < 50000) {
          ledger.refused.set(message.cls, (ledger.refused.get(message.cls) ?? 0) + 1);
          break; // put aside, as the outbox does
        }
        // The outbox keeps it until the end, so does this: retried after the run too.
        await sleep(Math.min(2000 * 2 ** failures, 10_000));
        if (!running() && failures >= 8) {
          ledger.unsent += 1;
          break;
        }
      }
    }
    if (!running()) break;
    await pause();
    await call(
      'training: progress',
      patient.preferred,
      'GET',
      `/api/patientProgress/detail?patientId=${patient.recordId}`,
      {
        token: patient.token,
      },
    );
  }
}
