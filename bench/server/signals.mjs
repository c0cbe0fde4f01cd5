#!/usr/bin/env node
// Signal playback benchmark (issue 15): a 1-hour, 32-channel, 500 Hz recording stored as the
// server stores it (3,600 one-second chunks of int16 with their per-100 ms min/max summaries),
// then the playback calls a browser makes: a 10 s window (budget ≤ 50 ms) and the whole
// recording's overview (budget ≤ 300 ms), each at 1,000 and 2,000 points per channel. Prints
// figures; never fails on them.
//
//   pnpm --filter @cep/server build && node bench/server/signals.mjs
//
// The server is the built bundle on an embedded PostgreSQL in a temp DATA_DIR (demo data). Server
// time is the server's own Server-Timing (arrival to answer serialized); the round trip on the
// loopback adds the JSON's transfer and parse. Environment: BENCH_SIGNAL_CALLS (timed calls per case, default 20).
import { createRequire } from 'node:module';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { embeddedUrl, startProcess, stopAll } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const pg = (await import(pathToFileURL(serverRequire.resolve('pg')).href)).default;
const calls = Number(process.env.BENCH_SIGNAL_CALLS ?? 20);

const CHANNELS = 32;
const RATE = 500;
const SECONDS = 3600;
const BLOCK = RATE / 10;

if (!existsSync(mainJs)) {
  console.error(`${mainJs} is missing: build the server first (pnpm --filter @cep/server build).`);
  process.exit(1);
}

/** One second of 32 channels: a 10 Hz sine with noise, as int16 interleaved, and its summary. */
function chunkOf(second) {
  const counts = new Int16Array(RATE * CHANNELS);
  for (let s = 0; s < RATE; s++) {
    const t = second + s / RATE;
    for (let c = 0; c < CHANNELS; c++) {
      const v = 400 * Math.sin(2 * Math.PI * 10 * t + c) + 200 * (Math.random() - 0.5);
      counts[s * CHANNELS + c] = Math.round(v);
    }
  }
  const summary = new Int16Array((RATE / BLOCK) * CHANNELS * 2);
  const range = new Int16Array(CHANNELS * 2).map((_, i) => (i % 2 ? -32768 : 32767));
  for (let b = 0; b < RATE / BLOCK; b++) {
    for (let c = 0; c < CHANNELS; c++) {
      let min = 32767;
      let max = -32768;
      for (let s = b * BLOCK; s < (b + 1) * BLOCK; s++) {
        const v = counts[s * CHANNELS + c];
        if (v < min) min = v;
        if (v > max) max = v;
      }
      summary[(b * CHANNELS + c) * 2] = min;
      summary[(b * CHANNELS + c) * 2 + 1] = max;
      range[c * 2] = Math.min(range[c * 2], min);
      range[c * 2 + 1] = Math.max(range[c * 2 + 1], max);
    }
  }
  return {
    data: Buffer.from(counts.buffer),
    summary: Buffer.from(summary.buffer),
    range: Buffer.from(range.buffer),
  };
}

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok || body.success !== true)
    throw new Error(`${url} → ${JSON.stringify(body).slice(0, 300)}`);
  lastServerMs = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return body.data;
}
/** The server's own time of the last call (its Server-Timing header), ms. */
let lastServerMs = NaN;

function quantiles(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cep-bench-signals-'));
chmodSync(dataDir, 0o755);
try {
  const serverEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO: '1',
    RATE_LIMIT: '0',
  };
  delete serverEnv.DATABASE_URL;
  const server = await startProcess(
    'server',
    [mainJs],
    serverEnv,
    /认知增强平台 ready at http:\/\/localhost:(\d+)\//,
  );
  const api = `http://127.0.0.1:${server.match[1]}`;
  const { token } = await json(`${api}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: 'Admin@123' }),
  });
  const auth = { token };

  // The recording, written as the recorder writes it.
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  const started = Date.now();
  const {
    rows: [device],
  } = await client.query(
    `INSERT INTO signal_devices (name, profile, key_hash) VALUES ('bench', 'eeg-32-500', $1) RETURNING id`,
    [Buffer.from(`bench-${Date.now()}`)],
  );
  const {
    rows: [patient],
  } = await client.query('SELECT id FROM patients ORDER BY id LIMIT 1');
  const {
    rows: [recording],
  } = await client.query(
    `INSERT INTO recordings (patient_id, status, started_at, stopped_at)
     VALUES ($1, 'stopped', now() - interval '1 hour', now()) RETURNING id`,
    [patient.id],
  );
  const channels = Array.from({ length: CHANNELS }, (_, c) => ({
    label: `E${c + 1}`,
    unit: 'uV',
    scale: 0.05,
  }));
  await client.query(
    `INSERT INTO recording_devices
       (recording_id, device_id, device_name, profile, channels, sample_rate, active, sample_count, first_offset_ms)
     VALUES ($1, $2, 'bench', 'eeg-32-500', $3, $4, false, $5, 0)`,
    [recording.id, device.id, JSON.stringify(channels), RATE, RATE * SECONDS],
  );
  const scales = Array(CHANNELS).fill(0.05);
  for (let first = 0; first < SECONDS; first += 60) {
    const values = [];
    const params = [];
    for (let second = first; second < first + 60; second++) {
      const { data, summary, range } = chunkOf(second);
      const p = params.length;
      values.push(
        `($1, $2, $${p + 3}, ${RATE}, $${p + 4}::real[], $${p + 5}, $${p + 6}, $${p + 7})`,
      );
      params.push(second * RATE, scales, data, summary, range);
    }
    await client.query(
      `INSERT INTO recording_chunks
         (recording_id, device_id, start_sample, sample_count, scales, data, summary, chunk_range)
       VALUES ${values.join(', ')}`,
      [recording.id, device.id, ...params],
    );
  }
  await client.query('ANALYZE recording_chunks');
  const {
    rows: [size],
  } = await client.query(
    `SELECT pg_size_pretty(pg_total_relation_size('recording_chunks')) AS size`,
  );
  await client.end();
  console.log(
    `stored 1 h × ${CHANNELS} ch × ${RATE} Hz (${SECONDS} chunks, ${size.size}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cases = [
    { name: '10 s window, 1000 points', budget: 50, window: () => tenSeconds(), maxPoints: 1000 },
    { name: '10 s window, 2000 points', budget: 50, window: () => tenSeconds(), maxPoints: 2000 },
    {
      name: 'whole hour, 1000 points',
      budget: 300,
      window: () => [0, SECONDS * 1000],
      maxPoints: 1000,
    },
    {
      name: 'whole hour, 2000 points',
      budget: 300,
      window: () => [0, SECONDS * 1000],
      maxPoints: 2000,
    },
    {
      name: '10 min window, 1000 points',
      budget: null,
      window: () => [600_000, 1_200_000],
      maxPoints: 1000,
    },
  ];
  function tenSeconds() {
    const from = Math.floor(Math.random() * (SECONDS - 10)) * 1000 + 137;
    return [from, from + 10_000];
  }
  for (const c of cases) {
    const times = [];
    const server = [];
    let points = 0;
    for (let i = 0; i < calls + 2; i++) {
      const [from, to] = c.window();
      const url = `${api}/api/recording/window?recordingId=${recording.id}&from=${from}&to=${to}&maxPoints=${c.maxPoints}`;
      const t0 = performance.now();
      const data = await json(url, { headers: auth });
      const ms = performance.now() - t0;
      if (i >= 2) {
        // two warm-up calls
        times.push(ms);
        server.push(lastServerMs);
      }
      points = data.channels[0].min.length;
      if (data.channels.length !== CHANNELS) throw new Error('wrong channel count');
    }
    const q = quantiles(times);
    const t = quantiles(server);
    const verdict =
      c.budget === null
        ? ''
        : t.median <= c.budget
          ? ` (budget ${c.budget} ms server time: within)`
          : ` (budget ${c.budget} ms server time: OVER)`;
    console.log(
      `${c.name.padEnd(28)} ${CHANNELS} ch × ${points} pts: server median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms; round trip median ${q.median.toFixed(1)} ms, p95 ${q.p95.toFixed(1)} ms${verdict}`,
    );
  }
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
