// The figures of a run and the verdicts against issue 28's targets: 0 errors outside the injected
// faults, 0 acknowledged writes lost, RSS growth under 50 MB over the last half, p99 of list calls
// under 300 ms. Answers whether every verdict passed.

import os from 'node:os';

const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export function printReport(r, log = console.log) {
  log('');
  log(
    `== load: ${r.minutes} min at scale ${r.scale} (${r.load.devices} devices × 32 ch × 500 Hz, ` +
      `${r.load.recordings} recordings, ${r.load.patients} patients, ${r.load.clinicians} clinicians, ` +
      `${r.load.pairs} pairs, ${r.load.liveViewers} live viewers), two instances, faults ${r.faults.length ? 'on' : 'off'}`,
  );
  const rows = r.stats.rows(r.seconds);
  console.table(
    rows.map((row) => ({
      'call class': row.name,
      calls: row.count,
      'req/s': fixed(row.rps, 1),
      'p50 ms': fixed(row.p50, 1),
      'p99 ms': fixed(row.p99, 1),
      'p99 ms, faults incl.': fixed(row.p99all, 1),
      errors: row.errors,
      'errors in faults': row.faultErrors,
    })),
  );
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  log(
    `all calls: ${total} (${fixed(total / r.seconds, 1)} req/s); p50/p99 leave out the first ${r.warmupSeconds} s (warm-up) and calls that touched a fault window`,
  );
  for (const sample of r.stats.samples) log(`  error: ${sample}`);
  for (const sample of r.stats.faultSamples) log(`  error in a fault: ${sample}`);

  log('\nmemory (VmRSS, MB) and database connections:');
  for (const m of r.rss) {
    log(
      `  instance ${m.name}: start ${fixed(m.start)}, peak ${fixed(m.peak)}, end ${fixed(m.end)}; ` +
        `last half ${fixed(m.mid)} → ${fixed(m.end)} = ${fixed(m.growth, 1)} MB` +
        (m.restarts
          ? ` (restarted ${m.restarts}× by the fault: start is the first process's)`
          : ''),
    );
  }
  log(
    `  CPU (share of one core over the load): ${r.rss.map((m, i) => `instance ${m.name} ${fixed(r.cpu.instances[i] * 100)} %`).join(', ')}, ` +
      `this harness ${fixed(r.cpu.harness * 100)} %; machine load average ${fixed(r.loadAverage.start, 1)} at the start, ${fixed(r.loadAverage.end, 1)} at the end (${os.cpus().length} cores, shared)`,
  );
  const c = r.connections;
  log(
    `  pg_stat_activity on the database: start ${c[0] ?? 'n/a'}, peak ${c.length ? Math.max(...c) : 'n/a'}, end ${c.at(-1) ?? 'n/a'} (the harness's own monitor included: 1)`,
  );

  log('\ndevices:');
  for (const d of r.devices) {
    log(
      `  ${d.name}: ${d.framesSent} frames sent, ${d.connects} connections, ${d.rejected} rejected` +
        (d.refused.length ? `, refused: ${d.refused.slice(0, 3).join('; ')}` : '') +
        `, largest send buffer ${fixed(d.maxBuffered / 1024)} KiB`,
    );
  }
  log(
    `live viewers: ${r.viewers.map((v) => `${v.name} ${fixed(v.bytes / 1e6, 1)} MB in ${v.opens} streams`).join('; ')}`,
  );

  log('\nfaults:');
  for (const f of r.faults) {
    log(
      `  ${f.name}: ${f.recovered ? 'recovered by itself' : 'NOT recovered by itself'} in ${fixed(f.window.recoveredMs / 1000, 1)} s` +
        (f.error ? ` (injection failed: ${f.error})` : ''),
    );
    for (const n of f.notes) log(`    ${n}`);
    if (f.window.answers.size)
      log(
        `    failed calls in its window by answer: ${[...f.window.answers].map(([k, n]) => `${k} ×${n}`).join(', ')}`,
      );
    log(`    live views with data within 20 s after it: ${f.liveResumed}/${r.viewers.length}`);
  }

  const w = r.writes;
  log('\nacknowledged writes:');
  log(
    `  training results: ${w.results.acknowledged} acknowledged, ${w.results.missing} not in the database`,
  );
  log(
    `  messages: ${w.messages.acknowledged} acknowledged, ${w.messages.missing} not in the database, ${w.messages.storedTwice} stored twice`,
  );
  const d = r.delivery;
  log(
    `  message delivery (both sides of each): ${d.missing} never received, ${d.duplicates} pushed twice, ${d.gaps} gaps on a live socket`,
  );
  for (const e of d.examples) log(`    ${e}`);
  for (const ch of w.chunks) {
    log(
      `  recording ${ch.recordingId} device ${ch.deviceId}: ${ch.acknowledged} samples reported stored, ` +
        `${ch.counted} counted and ${ch.rows} chunks reaching ${ch.reach} in the database (${ch.lost} lost)`,
    );
  }
  if (r.refused.size)
    log(
      `  refused by the server (4xx, put aside): ${[...r.refused].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
  if (r.unsent) log(`  writes still unsent at the end (server unreachable): ${r.unsent}`);
  for (const instance of r.instances) {
    if (instance.errorLines)
      log(
        `  instance ${instance.name} logged ${instance.errorLines} error lines, e.g. ${instance.errorSamples[0]}`,
      );
  }

  const errorsOutside = rows.reduce((sum, row) => sum + row.errors, 0);
  const lost =
    w.results.missing + w.messages.missing + w.chunks.reduce((s, ch) => s + ch.lost, 0) + d.missing;
  const growth = Math.max(...r.rss.map((m) => (Number.isFinite(m.growth) ? m.growth : -Infinity)));
  const listRows = rows.filter((row) => row.list);
  const worstList = listRows.reduce((a, b) => (b.p99 > (a?.p99 ?? -1) ? b : a), undefined);
  const verdicts = [
    [errorsOutside === 0, `0 errors outside the injected faults: ${errorsOutside}`],
    [
      lost === 0,
      `0 acknowledged writes lost (results, messages, recording samples, deliveries): ${lost}`,
    ],
    [
      Number.isFinite(growth) && growth < 50,
      `RSS growth < 50 MB over the last half: ${fixed(growth, 1)} MB (largest of the instances)`,
    ],
    [
      worstList !== undefined && worstList.p99 < 300,
      `p99 of list calls < 300 ms: worst ${worstList?.name} ${fixed(worstList?.p99, 1)} ms`,
    ],
  ];
  if (r.faults.length) {
    const recovered = r.faults.every((f) => f.recovered);
    const resumed = r.faults.every((f) => f.liveResumed === r.viewers.length);
    verdicts.push([recovered, `every fault recovered by itself: ${recovered ? 'yes' : 'no'}`]);
    verdicts.push([resumed, `live views resumed after every fault: ${resumed ? 'yes' : 'no'}`]);
  }
  for (const crash of r.crashes) log(`  ! ${crash}`);
  verdicts.push([
    r.crashes.length === 0,
    `no instance exited by itself: ${r.crashes.length === 0 ? 'none did' : `${r.crashes.length} exit(s)`}`,
  ]);
  log('\nverdicts (issue 28):');
  for (const [ok, text] of verdicts) log(`  ${ok ? '✓' : '✗'} ${text}`);
  return verdicts.every(([ok]) => ok);
}
