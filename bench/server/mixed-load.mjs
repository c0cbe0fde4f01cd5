// The mixed load of the server benchmark: many staff accounts at once, each signing in, then
// using the console's calls in a realistic mix — getInfo, the menu, lists, records, updates — and
// now and then signing out and in again. Every answer must be a success (HTTP 200, code 200): any
// other is counted as an error and the first few are printed.
import http from 'node:http';

/** The calls of the mix and how often each comes (weights). `admin` = only admins make it. */
const actions = [
  { name: 'getInfo', weight: 24 },
  { name: 'getMenuList', weight: 10 },
  { name: 'patient list', weight: 20 },
  { name: 'patient list by name', weight: 4 },
  { name: 'doctor list', weight: 8 },
  { name: 'patient record', weight: 14, admin: true },
  { name: 'user list', weight: 6, admin: true },
  { name: 'patient update', weight: 6, admin: true },
  { name: 'audit list', weight: 2, admin: true },
];

/** A small deterministic random source (mulberry32), so every run makes the same choices. */
function randomSource(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(random, list) {
  const total = list.reduce((sum, action) => sum + action.weight, 0);
  let r = random() * total;
  for (const action of list) {
    r -= action.weight;
    if (r < 0) return action;
  }
  return list[list.length - 1];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs the mixed load against `api` (origin) and returns what it measured.
 * `staff`: accounts from seed.mjs; `patientIds`: records safe to read and update; `totalPatients`
 * for random list pages; `warmup` and `duration` in seconds; `sessionRequests`: requests a user
 * makes before signing out and in again.
 */
export async function runMixedLoad({
  api,
  staff,
  patientIds,
  totalPatients,
  warmup,
  duration,
  sessionRequests,
}) {
  const origin = new URL(api);
  const agent = new http.Agent({ keepAlive: true, maxSockets: staff.length * 2 });
  const stats = new Map(); // name → { ms: number[], errors }
  const errorSamples = [];
  let recording = false;

  function record(name, ms, ok, detail) {
    if (!recording) return;
    let s = stats.get(name);
    if (!s) stats.set(name, (s = { ms: [], errors: 0 }));
    s.ms.push(ms);
    if (!ok) {
      s.errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${name}: ${detail}`);
    }
  }

  /** One call; resolves with its `data` (or undefined when it failed) after recording it. */
  function call(name, method, path, { token, json, form } = {}) {
    const body = json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : null;
    const headers = {};
    if (token) headers.token = token;
    if (json) headers['content-type'] = 'application/json';
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (body) headers['content-length'] = Buffer.byteLength(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        { host: origin.hostname, port: origin.port, method, path, headers, agent },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - started;
            const text = Buffer.concat(chunks).toString();
            let parsed;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = undefined;
            }
            const ok = res.statusCode === 200 && parsed?.code === 200;
            record(name, ms, ok, `${method} ${path} → ${res.statusCode} ${text.slice(0, 200)}`);
            resolve(ok ? parsed.data : undefined);
          });
        },
      );
      req.on('error', (error) => {
        record(name, performance.now() - started, false, `${method} ${path} → ${error.message}`);
        resolve(undefined);
      });
      if (body) req.write(body);
      req.end();
    });
  }

  const signIn = (user) =>
    call('sign-in', 'POST', '/api/users/login', {
      form: { username: user.username, password: user.password },
    }).then((data) => data?.token);

  // First everyone signs in at once (the morning rush; timed on its own), then the mix starts.
  let stopAt = Infinity;
  const rush = { ms: [], errors: 0 };
  async function firstSignIn(user) {
    const started = performance.now();
    const token = await signIn(user);
    rush.ms.push(performance.now() - started);
    if (!token) rush.errors += 1;
    return token;
  }
  const rushStarted = performance.now();
  recording = true; // a failed first sign-in is an error of the run too
  const tokens = await Promise.all(staff.map(firstSignIn));
  recording = false;
  stats.delete('sign-in');
  const rushSeconds = (performance.now() - rushStarted) / 1000;

  async function virtualUser(user, index) {
    const random = randomSource(index + 1);
    const mine = user.role === 'admin' ? actions : actions.filter((action) => !action.admin);
    let token = tokens[index];
    let made = 0;
    while (Date.now() < stopAt) {
      if (!token || made >= sessionRequests) {
        if (token)
          await call('sign-out', 'POST', '/api/sysUser/logout', { token, json: { token } });
        token = await signIn(user);
        made = 0;
        continue;
      }
      made += 1;
      const action = pick(random, mine);
      const patientId = patientIds[Math.floor(random() * patientIds.length)];
      const page = 1 + Math.floor(random() * Math.max(1, Math.floor(totalPatients / 20)));
      switch (action.name) {
        case 'getInfo':
          await call(action.name, 'GET', '/api/sysUser/getInfo', { token });
          break;
        case 'getMenuList':
          await call(action.name, 'GET', '/api/sysUser/getMenuList', { token });
          break;
        case 'patient list':
          await call(
            action.name,
            'GET',
            `/api/patientInformation/list?pageNum=${page}&pageSize=20`,
            {
              token,
            },
          );
          break;
        case 'patient list by name':
          await call(
            action.name,
            'GET',
            `/api/patientInformation/list?pageNum=1&pageSize=20&name=${encodeURIComponent('基准患者1')}`,
            { token },
          );
          break;
        case 'doctor list':
          await call(action.name, 'GET', '/api/doctorInformation/list?pageNum=1&pageSize=20', {
            token,
          });
          break;
        case 'patient record':
          await call(action.name, 'GET', `/api/patientInformation/${patientId}`, { token });
          break;
        case 'user list':
          await call(action.name, 'GET', `/api/users/list?pageNum=${page}&pageSize=20`, { token });
          break;
        case 'audit list':
          await call(action.name, 'GET', '/api/audit/list?pageNum=1&pageSize=20', { token });
          break;
        case 'patient update': {
          // Read the record, then write it back with a new hobby (the console's edit form).
          const current = await call(
            'patient record',
            'GET',
            `/api/patientInformation/${patientId}`,
            {
              token,
            },
          );
          if (!current) break;
          await call(action.name, 'PUT', '/api/patientInformation/update', {
            token,
            json: {
              id: current.id,
              patientName: current.patientName,
              hobby: `基准负载 ${index}-${made}`,
            },
          });
          break;
        }
      }
    }
  }

  // Everyone signs in and works through the warm-up (not recorded: pools, plans and caches get as
  // in the measured part), then on without a break while the measured part is recorded.
  stopAt = Date.now() + (warmup + duration) * 1000;
  const users = Promise.all(staff.map((user, i) => virtualUser(user, i)));
  await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
  recording = true;
  const started = performance.now();
  stopAt = Date.now() + duration * 1000;
  await users;
  const seconds = (performance.now() - started) / 1000;
  recording = false;
  agent.destroy();

  const all = [];
  let errors = 0;
  const rows = [...stats].map(([name, s]) => {
    const sorted = Float64Array.from(s.ms).sort();
    all.push(...s.ms);
    errors += s.errors;
    return {
      call: name,
      count: s.ms.length,
      'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
      errors: s.errors,
    };
  });
  rows.sort((a, b) => b.count - a.count);
  const sortedAll = Float64Array.from(all).sort();
  const rushSorted = Float64Array.from(rush.ms).sort();
  return {
    rush: {
      seconds: rushSeconds,
      p50: percentile(rushSorted, 50),
      p99: percentile(rushSorted, 99),
      errors: rush.errors,
    },
    users: staff.length,
    seconds,
    requests: all.length,
    rps: all.length / seconds,
    p50: percentile(sortedAll, 50),
    p99: percentile(sortedAll, 99),
    errors: errors + rush.errors,
    rows,
    errorSamples,
  };
}
