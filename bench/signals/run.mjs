#!/usr/bin/env node
// Live signal view bench (issue 15). Prints figures; never fails on them (they depend on the
// machine).
//
//   node bench/signals/run.mjs             # BENCH_SECONDS=10 measured seconds per case
//   node bench/signals/run.mjs --quick     # the budget case alone and with the spectrum panel,
//                                          # 2 s each after 1 s of warm-up (a step of `npm test`)
//
// Builds bench/signals/harness (@cep/signals' LiveSignalView fed by the synthetic feed in 100 ms
// blocks, production build, Tailwind styles), serves it, and in Debian's Chromium measures, after
// 2 s of warm-up, for each case:
//   - frames per second: animation frames the page got, and frames the view actually drew;
//   - dropped frames: 60 Hz vsyncs with no animation frame (a gap of n frame times drops n − 1);
//   - main-thread share: the renderer main thread's busy time (CDP Performance.getMetrics
//     TaskDuration) over the wall time.
// Budget (issue 15): 32 channels × 500 Hz, 10 s window, 60 fps with ≤ 30 % main-thread time.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { reportCounts } from '../../scripts/testing/counts.mjs';
import { buildHarness, serveHarness } from '../support/harness.mjs';

const harness = path.join(import.meta.dirname, 'harness');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const quick = process.argv.includes('--quick');
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 10));
const warmUpMs = quick ? 1000 : 2000;
const FRAME_MS = 1000 / 60;

const budget = { name: '32 ch × 500 Hz, 10 s (budget)', device: 6, window: 10, lane: 24, cpu: 1 };
const withSpectrum = {
  ...budget,
  name: '32 ch × 500 Hz, 10 s + spectrum panel',
  spectrum: true,
};
const cases = quick
  ? [budget, withSpectrum]
  : [
      budget,
      withSpectrum,
      { name: '32 ch × 500 Hz, 20 s', device: 6, window: 20, lane: 24, cpu: 1 },
      { name: '8 ch × 250 Hz, 10 s', device: 1, window: 10, lane: 48, cpu: 1 },
      { name: '32 ch × 500 Hz, 10 s, CPU 4× slower', device: 6, window: 10, lane: 24, cpu: 4 },
    ];

// ── build ───────────────────────────────────────────────────────────────────────────────────────
const outDir = await buildHarness(harness, { name: 'signals' });

// ── serve ───────────────────────────────────────────────────────────────────────────────────────
const served = await serveHarness(outDir);
const base = served.base;

// ── measure ─────────────────────────────────────────────────────────────────────────────────────
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const c of cases) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpu });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await page.goto(
      `${base}/?device=${c.device}&window=${c.window}&lane=${c.lane}&spectrum=${c.spectrum ? 1 : 0}`,
    );
    await page.waitForSelector('[data-slot="live-signal-surface"][data-drawn-frames]');
    // Warm-up: a bench measures the steady state, not the page's start (a wait on purpose).
    await page.waitForTimeout(warmUpMs);
    const metric = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
    };
    const before = await metric();
    const measured = await page.evaluate(async (ms) => {
      const surface = document.querySelector(
        '[data-slot="live-signal-surface"][data-drawn-frames]',
      );
      const drawnBefore = Number(surface.dataset.drawnFrames);
      const times = [];
      await new Promise((resolve) => {
        const tick = (now) => {
          times.push(now);
          if (now - times[0] < ms) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      return {
        times,
        drawn: Number(surface.dataset.drawnFrames) - drawnBefore,
        canvas: `${surface.clientWidth}×${surface.clientHeight}`,
      };
    }, seconds * 1000);
    const after = await metric();
    const wall = (measured.times.at(-1) - measured.times[0]) / 1000;
    let dropped = 0;
    for (let i = 1; i < measured.times.length; i++) {
      dropped += Math.max(
        0,
        Math.round((measured.times[i] - measured.times[i - 1]) / FRAME_MS) - 1,
      );
    }
    const busy = after.TaskDuration - before.TaskDuration;
    const script = after.ScriptDuration - before.ScriptDuration;
    const fps = (measured.times.length - 1) / wall;
    const share = busy / (after.Timestamp - before.Timestamp);
    rows.push({
      case: c.name,
      canvas: measured.canvas,
      'frames/s': fps.toFixed(1),
      'drawn/s': (measured.drawn / wall).toFixed(1),
      dropped: dropped,
      'main thread %': (share * 100).toFixed(1),
      'script %': ((script / (after.Timestamp - before.Timestamp)) * 100).toFixed(1),
      'within budget': c === budget ? (fps >= 58 && share <= 0.3 ? 'yes' : 'NO') : '—',
    });
    await context.close();
  }
} finally {
  await browser.close();
  served.close();
}

console.log(
  `\nLive signal view in Chromium (${seconds} s measured per case; Node ${process.versions.node})\n`,
);
console.table(rows);
console.log(
  `Budget: 32 ch × 500 Hz, 10 s window at 60 fps (≥ 58 frames/s measured) with ≤ 30 % main-thread time.`,
);
// For `npm test` (scripts/test-all.mjs): figures only, never a failure on them.
reportCounts({ unit: 'cases measured', passed: rows.length });
