// A clinician at the console: lists (patients, doctors, plans, results, recordings, alerts,
// conversations), a patient's record and progress, a recording's detail and its playback (the
// last 10 s of a running recording, and the overview of all of it), 首页's summary. Picked at
// random by weight, a pause of reading between calls. Calls whose class starts with "list:" are
// the lists the p99 target is about.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const any = (list) => list[Math.floor(Math.random() * list.length)];

/** [class, weight, path builder]; a builder answering undefined skips the pick. */
const actions = [
  [
    'list: patients',
    14,
    () => `/api/patientInformation/list?pageNum=${1 + Math.floor(Math.random() * 3)}&pageSize=20`,
  ],
  ['list: doctors', 4, () => '/api/doctorInformation/list?pageNum=1&pageSize=20'],
  [
    'list: training plans',
    6,
    (c) => `/api/trainingPlan/list?patientId=${any(c.team)}&pageNum=1&pageSize=10`,
  ],
  [
    'list: exercise results',
    8,
    (c) => `/api/exerciseResult/list?patientId=${any(c.team)}&pageNum=1&pageSize=10`,
  ],
  [
    'list: recordings',
    4,
    (c, w) => `/api/recording/list?patientId=${any(w.recordings).patientId}&pageNum=1&pageSize=10`,
  ],
  ['list: alerts', 3, () => '/api/alert/list?pageNum=1&pageSize=10'],
  ['list: conversations', 4, () => '/api/message/conversations?pageNum=1&pageSize=20'],
  ['record: patient', 10, (c) => `/api/patientInformation/${any(c.team)}`],
  ['record: progress', 6, (c) => `/api/patientProgress/detail?patientId=${any(c.team)}`],
  ['record: recording', 5, (c, w) => `/api/recording/detail?id=${any(w.recordings).id}`],
  [
    'playback: last 10 s',
    8,
    (c, w) => {
      const r = any(w.recordings);
      const elapsed = Date.now() - r.startedAt;
      if (elapsed < 15_000) return undefined;
      const from = Math.max(0, elapsed - 13_000);
      return `/api/recording/window?recordingId=${r.id}&from=${from}&to=${from + 10_000}&maxPoints=1000`;
    },
  ],
  [
    'playback: overview',
    3,
    (c, w) => {
      const r = any(w.recordings);
      const elapsed = Date.now() - r.startedAt;
      if (elapsed < 15_000) return undefined;
      return `/api/recording/window?recordingId=${r.id}&from=0&to=${elapsed - 2000}&maxPoints=1000`;
    },
  ],
  ['dashboard', 4, () => '/api/dashboard/summary'],
];
const totalWeight = actions.reduce((sum, a) => sum + a[1], 0);

function pickAction() {
  let r = Math.random() * totalWeight;
  for (const action of actions) {
    r -= action[1];
    if (r < 0) return action;
  }
  return actions[0];
}

/** Runs one clinician until `running()` is false. `world.recordings`: { id, patientId, startedAt }. */
export async function runClinician({ call, clinician, world, running, thinkMs }) {
  await sleep(Math.random() * thinkMs);
  while (running()) {
    const [cls, , build] = pickAction();
    const path = build(clinician, world);
    if (path === undefined) continue;
    await call(cls, clinician.preferred, 'GET', path, {
      token: clinician.token,
      list: cls.startsWith('list:'),
    });
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}
