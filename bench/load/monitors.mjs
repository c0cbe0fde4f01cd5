// What the harness watches while the load runs: each instance's resident memory (VmRSS from
// /proc/<pid>/status, every 2 s), the database's connections (pg_stat_activity, every 5 s, on a
// connection of its own that it opens again after a restart), and the samples each running
// recording reports stored (getRecording, every 5 s): those counts are acknowledged writes too.
import { readFileSync } from 'node:fs';
import { pg } from './services.mjs';

/** CPU seconds (user + system) of a live process, from /proc/<pid>/stat; undefined once gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return undefined;
  }
}

export function rssMonitor(instances, t0) {
  const samples = instances.map(() => []); // { t: s since t0, mb, pid }
  const cpu = instances.map(() => new Map()); // pid → CPU seconds at its last sample
  const cpuAtStart = instances.map((instance) => cpuSeconds(instance.pid) ?? 0);
  const harnessCpu = process.cpuUsage();
  const timer = setInterval(() => {
    instances.forEach((instance, i) => {
      const mb = instance.rssMb();
      if (mb !== undefined)
        samples[i].push({ t: (performance.now() - t0) / 1000, mb, pid: instance.pid });
      const seconds = cpuSeconds(instance.pid);
      if (seconds !== undefined) cpu[i].set(instance.pid, seconds);
    });
  }, 2000);
  return {
    samples,
    stop: () => clearInterval(timer),
    /** Share of one core each instance (all its processes) and this harness used over `seconds`. */
    cpuShare(seconds) {
      const used = cpu.map((m, i) => [...m.values()].reduce((a, b) => a + b, 0) - cpuAtStart[i]);
      const own = process.cpuUsage(harnessCpu);
      return {
        instances: used.map((s) => s / seconds),
        harness: (own.user + own.system) / 1e6 / seconds,
      };
    },
    /** Per instance: start, peak, end, and the growth from the run's middle to its end. */
    summary(halfSeconds) {
      return instances.map((instance, i) => {
        const s = samples[i];
        if (s.length === 0) return { name: instance.name };
        const last = s.at(-1);
        const mid = s.find((x) => x.t >= halfSeconds);
        const samePid = mid && mid.pid === last.pid;
        return {
          name: instance.name,
          start: s[0].mb,
          peak: Math.max(...s.map((x) => x.mb)),
          end: last.mb,
          mid: mid?.mb,
          growth: samePid ? last.mb - mid.mb : NaN,
          restarts: new Set(s.map((x) => x.pid)).size - 1,
        };
      });
    },
  };
}

export function connectionMonitor(url, database) {
  const counts = [];
  let client;
  let stopped = false;
  const sample = async () => {
    try {
      if (!client) {
        client = new pg.Client({ connectionString: url });
        client.on('error', () => {});
        await client.connect();
      }
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      counts.push(rows[0].n);
    } catch {
      const old = client;
      client = undefined;
      await old?.end().catch(() => {});
    }
  };
  void sample();
  const timer = setInterval(() => void sample(), 5000);
  return {
    counts,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await client?.end().catch(() => {});
      return stopped;
    },
  };
}

/**
 * Polls each running recording's detail as the admin and keeps, per recording and device, the
 * largest sample count the server said it had stored.
 */
export function recordingAcks(call, adminToken, recordings) {
  const stored = new Map(); // `${recordingId}:${deviceId}` → samples
  const timer = setInterval(async () => {
    for (const r of recordings) {
      const answer = await call('monitor', 0, 'GET', `/api/recording/detail?id=${r.id}`, {
        token: adminToken,
      });
      if (!answer.ok) continue;
      for (const d of answer.data.devices) {
        const key = `${r.id}:${d.deviceId}`;
        stored.set(key, Math.max(stored.get(key) ?? 0, d.sampleCount));
      }
    }
  }, 5000);
  return { stored, stop: () => clearInterval(timer) };
}
