#!/usr/bin/env node
// Exercise timing bench (issue 13). Prints figures; never fails on them (they depend on the
// machine).
//
//   pnpm bench:exercises                 # BENCH_TRIALS=12 scored trials per exercise (default)
//
// Builds bench/exercises/harness (one @cep/exercises screen per page, loaded through the package's
// lazy loader as the console loads it, production build, Tailwind styles), serves it, and in
// Debian's Chromium, at CPU 1× and 4× slower (CDP throttling), plays each exercise: practice and
// the scored trials, answering by keyboard (Schulte and trail making by mouse) as soon as each stimulus is drawn.
// Per exercise it reports:
//   - onset gap: the frame the stimulus was drawn in (requestAnimationFrame's time) minus the
//     moment the screen asked for it after React committed it; budget p95 ≤ one 60 Hz frame
//     (16.7 ms);
//   - input → record: from the key or pointer event's timeStamp to the screen reading the reaction
//     time (performance.now()), i.e. what the event loop adds to a measured RT;
//   - the JS it loads beyond the harness: its own chunk(s), and whether any other exercise's code
//     came with it (it must not).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildHarness, serveHarness } from '../support/harness.mjs';

const harness = path.join(import.meta.dirname, 'harness');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const trials = Number(process.env.BENCH_TRIALS ?? 12);
const rates = [1, 4];
const FRAME_MS = 1000 / 60;

// One page per kind; digit span backward shares forward's chunk, so the chunk check treats the
// screen folders (the package's lazy entries) as the unit.
const exercises = [
  { kind: 'digitSpanForward', folder: 'digit-span' },
  { kind: 'digitSpanBackward', folder: 'digit-span' },
  { kind: 'schulteGrid', folder: 'schulte-grid' },
  { kind: 'goNoGo', folder: 'go-no-go' },
  { kind: 'nBack', folder: 'n-back' },
  { kind: 'stroop', folder: 'stroop' },
  // Issue 33, set A.
  { kind: 'symbolDigit', folder: 'symbol-digit' },
  { kind: 'trailMaking', folder: 'trail-making' },
  { kind: 'mentalRotation', folder: 'mental-rotation' },
  // Set B (issue 33).
  { kind: 'visualSearch', folder: 'visual-search' },
  { kind: 'wordListRecall', folder: 'word-list-recall' },
  { kind: 'pictureNaming', folder: 'picture-naming' },
  { kind: 'orientationQuiz', folder: 'orientation-quiz' },
];

// ── build ───────────────────────────────────────────────────────────────────────────────────────
const outDir = await buildHarness(harness, { name: 'exercises', manifest: true });

// Which built files carry each screen folder's own code: the folder's lazy entry and what only it
// imports (chunks reached from another folder's entry or from the page's entry are shared).
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
};
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shared = new Set([...closure(entryKey)].map((key) => manifest[key].file));
const folderFiles = new Map();
for (const { folder } of exercises) {
  const key = Object.keys(manifest).find((k) => k.includes(`/screens/${folder}/index.ts`));
  if (!key) throw new Error(`no lazy entry for ${folder} in the build`);
  folderFiles.set(folder, new Set([...closure(key)].map((k) => manifest[k].file)));
}
for (const [folder, files] of folderFiles) {
  for (const [other, otherFiles] of folderFiles) {
    if (other === folder) continue;
    for (const file of files) if (otherFiles.has(file)) shared.add(file);
  }
}
const ownFiles = (folder) => [...folderFiles.get(folder)].filter((file) => !shared.has(file));
const gzKiB = (files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0) /
  1024;

// ── serve ───────────────────────────────────────────────────────────────────────────────────────
const served = await serveHarness(outDir);
const base = served.base;

// ── play ────────────────────────────────────────────────────────────────────────────────────────
const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (Number.isNaN(value) ? '—' : value.toFixed(1));

/** Answers whatever the screen shows now; returns false once the result is in. */
async function step(page, kind, answered) {
  const seen = await page.evaluate(() => {
    const q = (selector) => document.querySelector(selector);
    const progress = [...document.querySelectorAll('p[aria-live="polite"]')]
      .map((p) => p.textContent)
      .find((text) => /第 \d+ \/ \d+ 题/.test(text ?? ''));
    return {
      done: window.__bench.result !== null,
      phase: q('section[data-phase]')?.getAttribute('data-phase'),
      progress: progress ?? null,
      timedDrawn: !!q('[data-testid="timed-stimulus"][data-drawn]'),
      stroopDrawn: !!q('[data-testid="stroop-word"][data-drawn]'),
      gridDrawn: !!q('[role="group"][data-drawn]'),
      answering: !!q('input[inputmode="numeric"]'),
      // Issue 33, set A.
      symbolDrawn: !!q('[data-testid="symbol-digit-symbol"][data-drawn]'),
      rotationDrawn: !!q('[data-testid="rotation-pair"][data-drawn]'),
      // Set B (issue 33).
      searchDrawn: !!q('[data-testid="search-grid"][data-drawn]'),
      recognitionDrawn: !!q('[data-testid="recognition-grid"][data-drawn]'),
      choiceDrawn: !!q('[data-testid="choice-stimulus"][data-drawn]'),
    };
  });
  if (seen.done) return false;
  if (seen.phase === 'instructions' || seen.phase === 'between') {
    await page
      .getByRole('button', { name: /先练习一下|^开始$|开始正式训练/ })
      .first()
      .press('Enter');
    return true;
  }
  const key = `${seen.phase}:${seen.progress}`;
  if (answered.has(key)) return true;
  if (seen.searchDrawn || seen.recognitionDrawn) {
    // Set B: a search grid's targets (or a recognition list's first word) by mouse, then 完成.
    answered.add(key);
    const grid = page.locator('[role="group"][data-drawn]');
    const target = seen.searchDrawn
      ? await page.getByTestId('search-target').textContent()
      : await grid.getByRole('button').first().getAttribute('aria-label');
    const cells = grid.getByRole('button', { name: target ?? '', exact: true });
    for (let n = 0, count = await cells.count(); n < count; n += 1) await cells.nth(n).click();
    await page.getByRole('button', { name: '完成', exact: true }).click();
  } else if (seen.choiceDrawn) {
    answered.add(key);
    await page.keyboard.press('1');
  } else if (seen.timedDrawn && (kind === 'goNoGo' || kind === 'nBack')) {
    answered.add(key);
    await page.keyboard.press(' ');
  } else if (seen.stroopDrawn && kind === 'stroop') {
    answered.add(key);
    await page.keyboard.press('1');
  } else if (seen.answering) {
    answered.add(key);
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
  } else if (seen.symbolDrawn && kind === 'symbolDigit') {
    answered.add(key);
    await page.keyboard.press('1');
  } else if (seen.rotationDrawn && kind === 'mentalRotation') {
    answered.add(key);
    await page.keyboard.press('f');
  } else if (seen.gridDrawn && kind === 'trailMaking') {
    // Circles in the order due (1, 甲, 2, 乙… when the stems are there), by mouse.
    answered.add(key);
    const board = page.getByRole('group', { name: '连线圆圈' });
    const names = await board
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const stems = '甲乙丙丁戊己庚辛壬癸';
    const partB = names.some((name) => stems.includes(name ?? '-'));
    const order = Array.from({ length: names.length }, (_, i) =>
      partB ? (i % 2 === 0 ? String(i / 2 + 1) : stems[(i - 1) / 2]) : String(i + 1),
    );
    for (const label of order) {
      await board.getByRole('button', { name: label, exact: true }).click();
    }
  } else if (seen.gridDrawn && kind === 'schulteGrid') {
    answered.add(key);
    const grid = page.getByRole('group', { name: /方格/ });
    const count = await grid.getByRole('button').count();
    for (let n = 1; n <= count; n += 1) {
      await grid.getByRole('button', { name: String(n), exact: true }).click();
    }
  }
  return true;
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
const sharedJsKiB = gzKiB([...shared].filter((file) => file.endsWith('.js')));
try {
  for (const rate of rates) {
    for (const { kind, folder } of exercises) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const loaded = new Set();
      page.on('response', (response) => {
        const file = new URL(response.url()).pathname.slice(1);
        if (file.endsWith('.js')) loaded.add(file);
      });
      await page.goto(`${base}/?kind=${kind}&trials=${trials}`);
      await page.waitForFunction(() => window.__bench?.ready === true);
      const answered = new Set();
      const deadline = Date.now() + 5 * 60_000;
      while (await step(page, kind, answered)) {
        if (Date.now() > deadline) throw new Error(`${kind} at ${rate}×: no result in 5 minutes`);
        await page.waitForTimeout(15);
      }
      const bench = await page.evaluate(() => window.__bench);
      const own = ownFiles(folder);
      const others = [...loaded].filter(
        (file) => !shared.has(file) && !own.includes(file) && file.startsWith('assets/'),
      );
      rows.push({
        exercise: kind,
        cpu: `${rate}×`,
        onsets: bench.onsetGaps.length,
        'gap p50 ms': ms(percentile(bench.onsetGaps, 50)),
        'gap p95 ms': ms(percentile(bench.onsetGaps, 95)),
        'gap max ms': ms(Math.max(...bench.onsetGaps)),
        '≤ 1 frame': percentile(bench.onsetGaps, 95) <= FRAME_MS ? 'yes' : 'NO',
        responses: bench.inputToRecord.length,
        'input→record p50 ms': ms(percentile(bench.inputToRecord, 50)),
        'input→record p95 ms': ms(percentile(bench.inputToRecord, 95)),
        'own JS gz KiB': gzKiB(own.filter((file) => loaded.has(file))).toFixed(1),
        'other exercises’ code': others.length === 0 ? 'none' : others.join(' '),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  served.close();
}

console.log(
  `\nExercise timing in Chromium (${trials} scored trials each, after the practice; Node ${process.versions.node})\n`,
);
console.table(rows);
console.log(
  `Onset budget: p95 of the gap ≤ ${FRAME_MS.toFixed(1)} ms (one frame at 60 Hz). ` +
    `The harness's entry (React, @cep/ui, the catalogue) is ${sharedJsKiB.toFixed(1)} KiB gz, shared by all.`,
);
