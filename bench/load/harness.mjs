// The load itself (started by run.mjs, which owns the database, the hard stop and the way back
// from a crash): two instances, the people and devices of the load, the faults, the checks, the
// report. Runs under tsx with the `source` condition so it can use the device simulator's and
// @cep/signals' own code.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient } from './api.mjs';
import { runClinician } from './clinicians.mjs';
import { LoadDevice, loadProfile, signalBlock } from './devices.mjs';
import { faultPlan, runFaults, allHealthy } from './faults.mjs';
import { Instance } from './instances.mjs';
import { LiveViewer } from './live-viewers.mjs';
import { MessageSide, runSender } from './messaging.mjs';
import { connectionMonitor, recordingAcks, rssMonitor } from './monitors.mjs';
import { parseOptions } from './options.mjs';
import { runPatient } from './patients.mjs';
import { addPopulation, inBatches, passwords } from './population.mjs';
import { printReport } from './report.mjs';
import { databaseUrl, redisUrl } from './services.mjs';
import { Stats } from './stats.mjs';
import { deliveryOf, verifyWrites } from './verify.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${line}`);

const options = parseOptions(process.argv.slice(2));
const { load } = options;
const database = process.env.LOAD_DB;
const outDir = process.env.LOAD_OUT;
if (!database || !outDir) throw new Error('run through bench/load/run.mjs (LOAD_DB, LOAD_OUT)');
const ownerUrl = databaseUrl(database);
mkdirSync(outDir, { recursive: true });

const serverEnv = (name) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: ownerUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: path.join(outDir, `data-${name}`),
  DEMO: '1',
  LOG_LEVEL: 'warn',
  // Every simulated client comes from 127.0.0.1, one "network": a hospital's hundreds of
  // clients would come from many. The per-network limit on calls without a session is off.
  RATE_LIMIT: '0',
  // The copied demo hashes (cost 14) are not raised at sign-in: no 128 MiB scrypt per account.
  PASSWORD_HASH_COST: '12',
});
const report = (pid) => process.send?.({ pid });
const instances = ['a', 'b'].map((name) => new Instance(name, serverEnv(name), outDir, report));
for (const name of ['a', 'b']) mkdirSync(path.join(outDir, `data-${name}`), { recursive: true });

let exitCode = 1;
try {
  log(`starting two instances on database ${database} (logs in ${outDir})`);
  await Promise.all(instances.map((instance) => instance.start()));
  log(`instances: ${instances.map((i) => `${i.name} ${i.url} pid ${i.pid}`).join(', ')}`);

  const setupCall = apiClient(instances, null);
  const signIn = async (username, password, preferred) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await setupCall('sign-in', preferred, 'POST', '/api/users/login', {
        form: { username, password },
      });
      if (answer.ok) return answer.data.token;
      await sleep(500);
    }
    throw new Error(`sign-in of ${username} failed`);
  };
  const must = async (promise, what) => {
    const answer = await promise;
    if (!answer.ok) throw new Error(`${what}: ${answer.code} ${answer.message}`);
    return answer.data;
  };

  // People: accounts by SQL, then signed in, plans made active through the API.
  const people = await addPopulation(ownerUrl, {
    patients: load.patients,
    clinicians: load.clinicians,
    shared: load.recordings,
  });
  const adminToken = await signIn('admin', passwords.admin, 0);
  log(`signing in ${people.patients.length} patients and ${people.clinicians.length} clinicians…`);
  await inBatches([...people.patients, ...people.clinicians], 6, async (person, i) => {
    person.preferred = i % 2;
    person.token = await signIn(person.username, person.password, person.preferred);
  });
  const startDate = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const endDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await inBatches(people.patients, 6, async (patient, i) => {
    const plan = await must(
      setupCall('setup', i % 2, 'POST', '/api/trainingPlan/add', {
        token: adminToken,
        json: {
          patientId: patient.recordId,
          items: [{ kind: 'goNoGo', startLevel: 2 }],
          minutesPerSession: 20,
          sessionsPerWeek: 7,
          startDate,
          endDate,
        },
      }),
      'addTrainingPlan',
    );
    // A status change is not an edit of the plan's fields: it carries no revision (it raises it).
    const change = { id: plan.id, status: 'active' };
    await must(
      setupCall('setup', i % 2, 'POST', '/api/trainingPlan/status', {
        token: adminToken,
        json: change,
      }),
      'setTrainingPlanStatus',
    );
    patient.planId = plan.id;
    patient.itemId = plan.items[0].id;
  });
  log(`${people.patients.length} plans active`);

  // Devices: registered by the admin, each streaming to one instance (half to each).
  const block = signalBlock(7);
  const devices = [];
  for (let d = 0; d < load.devices; d++) {
    const created = await must(
      setupCall('setup', 0, 'POST', '/api/signalDevice/add', {
        token: adminToken,
        json: { name: `负载脑电${d + 1}`, profile: loadProfile.key },
      }),
      'addSignalDevice',
    );
    const device = new LoadDevice({
      name: `device ${created.id}`,
      key: created.deviceKey,
      instances,
      preferred: d % 2,
      block,
      log,
    });
    device.id = created.id;
    device.start();
    devices.push(device);
  }
  for (let i = 0; i < 100 && devices.some((d) => d.connects === 0); i++) await sleep(200);
  if (devices.some((d) => d.connects === 0)) throw new Error('not every device connected in 20 s');

  // Recordings: two devices each, for the first patients (on every clinician's care team).
  const world = { recordings: [] };
  for (let r = 0; r < load.recordings; r++) {
    const recording = await must(
      setupCall('setup', r % 2, 'POST', '/api/recording/start', {
        token: adminToken,
        json: {
          patientId: people.patients[r].recordId,
          deviceIds: [devices[2 * r].id, devices[2 * r + 1].id],
        },
      }),
      'startRecording',
    );
    world.recordings.push({
      id: recording.id,
      patientId: people.patients[r].recordId,
      startedAt: recording.startedAt,
    });
  }
  log(`${devices.length} devices streaming, ${world.recordings.length} recordings running`);

  // The measured load.
  const stats = new Stats();
  // An instance that exits by itself is a failure of the run; it is started again (as systemd
  // would) so the rest of the run still measures two instances.
  const crashes = [];
  let running = true;
  for (const instance of instances) {
    instance.onCrash = (crashed, code) => {
      const at = ((performance.now() - stats.startedAt) / 1000).toFixed(0);
      const during = stats.windows.filter((w) => w.end === Infinity).map((w) => w.name);
      crashes.push(
        `instance ${crashed.name} exited by itself (${code}) at ${at} s${during.length ? `, during "${during.join('", "')}"` : ''}`,
      );
      log(`${crashes.at(-1)}: starting it again (its log: ${crashed.logPath})`);
      setTimeout(() => {
        if (running)
          crashed
            .start()
            .catch((error) => log(`restart of ${crashed.name} failed: ${error.message}`));
      }, 1000);
    };
  }
  const call = apiClient(instances, stats);
  const ledger = { results: new Map(), messages: [], refused: new Map(), unsent: 0 };

  // Pairs: clinician n and patient n (on n's team), a conversation each, both sides on sockets.
  const sides = [];
  for (let p = 0; p < load.pairs; p++) {
    const clinician = people.clinicians[p];
    const patient = people.patients[p];
    const conversation = await must(
      setupCall('setup', p % 2, 'POST', '/api/message/start', {
        token: clinician.token,
        json: { userId: patient.userId },
      }),
      'startConversation',
    );
    for (const [person, preferred] of [
      [clinician, p % 2],
      [patient, (p + 1) % 2],
    ]) {
      const side = new MessageSide({
        name: person.username,
        userId: person.userId,
        token: person.token,
        preferred,
        conversationId: conversation.id,
        instances,
        stats,
      });
      side.connect();
      sides.push(side);
    }
  }
  const viewers = Array.from({ length: load.liveViewers }, (_, v) => {
    const device = devices[v % devices.length];
    return new LiveViewer({
      name: `viewer of ${device.name}`,
      token: people.clinicians[v % people.clinicians.length].token,
      deviceId: device.id,
      instances,
      preferred: 1 - device.preferred, // through the other instance: the frames cross Redis
      stats,
    });
  });

  const durationMs = options.minutes * 60_000;
  const t0 = performance.now();
  stats.startedAt = t0;
  stats.warmupEnd = t0 + Math.min(60_000, durationMs * 0.1);
  const isRunning = () => running && performance.now() - t0 < durationMs;
  const rss = rssMonitor(instances, t0);
  const loadAtStart = os.loadavg()[0];
  const connections = connectionMonitor(ownerUrl, database);
  const acks = recordingAcks(apiClient(instances, null), adminToken, world.recordings);
  log(`load running for ${options.minutes} min…`);

  const work = [
    ...people.patients.map((patient) =>
      runPatient({ call, patient, ledger, running: isRunning, thinkMs: 15_000 }),
    ),
    ...people.clinicians.map((clinician) => {
      clinician.team = people.patients
        .filter(
          (_, n) =>
            n % people.clinicians.length === people.clinicians.indexOf(clinician) ||
            n < load.recordings,
        )
        .map((p) => p.recordId);
      return runClinician({ call, clinician, world, running: isRunning, thinkMs: 2000 });
    }),
    ...sides.map((side) => runSender({ call, side, ledger, running: isRunning, thinkMs: 6000 })),
    ...viewers.map((viewer) => viewer.run(isRunning)),
  ];
  const progress = setInterval(() => {
    const rows = stats.rows((performance.now() - t0) / 1000);
    const calls = rows.reduce((s, r) => s + r.count, 0);
    const errors = rows.reduce((s, r) => s + r.errors, 0);
    const inFaults = rows.reduce((s, r) => s + r.faultErrors, 0);
    log(
      `${((performance.now() - t0) / 1000).toFixed(0)} s: ${calls} calls, ${errors} errors (+${inFaults} in faults), ` +
        `RSS ${instances.map((i) => `${i.name} ${(i.rssMb() ?? 0).toFixed(0)}`).join(' ')} MB, ` +
        `results ${ledger.results.size}, messages ${ledger.messages.length}`,
    );
  }, 30_000);

  const faults = options.faults
    ? await runFaults({
        plan: faultPlan(instances),
        instances,
        stats,
        t0,
        durationMs,
        log,
        running: isRunning,
      })
    : [];
  while (isRunning()) await sleep(500);
  running = false;
  const seconds = (performance.now() - t0) / 1000;
  const rssSummary = rss.summary(seconds / 2);
  const cpu = rss.cpuShare(seconds);
  const loadAverage = { start: loadAtStart, end: os.loadavg()[0] };
  rss.stop();
  clearInterval(progress);
  log('load over: letting the clients finish what they were sending…');
  for (const viewer of viewers) viewer.stop();
  await Promise.race([Promise.all(work), sleep(90_000)]);
  acks.stop();
  await sleep(6000); // the last recorder second and the last pushes
  // One more look at what each recording reports stored, then stop them.
  await allHealthy(instances, 30_000);
  for (const r of world.recordings) {
    const answer = await setupCall('monitor', 0, 'GET', `/api/recording/detail?id=${r.id}`, {
      token: adminToken,
    });
    for (const d of answer.data?.devices ?? []) {
      const key = `${r.id}:${d.deviceId}`;
      acks.stored.set(key, Math.max(acks.stored.get(key) ?? 0, d.sampleCount));
    }
    await setupCall('setup', 0, 'POST', '/api/recording/stop', {
      token: adminToken,
      json: { id: r.id },
    });
  }
  for (const device of devices) device.stop();
  for (const side of sides) side.stop();
  const connectionCounts = connections.counts;
  await connections.stop();

  const writes = await verifyWrites(ownerUrl, ledger, acks.stored);
  const delivery = deliveryOf(sides, ledger);
  for (const f of faults) {
    f.liveResumed = viewers.filter((v) => v.dataAfter(f.window.end - 15_000, 20_000)).length;
  }
  const passed = printReport({
    minutes: options.minutes,
    scale: options.scale,
    load,
    seconds,
    stats,
    rss: rssSummary,
    connections: connectionCounts,
    devices,
    viewers,
    faults,
    writes,
    delivery,
    refused: ledger.refused,
    crashes,
    cpu,
    loadAverage,
    warmupSeconds: Math.min(60, options.minutes * 6),
    unsent: ledger.unsent,
    instances,
  });
  exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 1;
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  log(`instance logs kept in ${outDir}`);
}
process.exit(exitCode);
