#!/usr/bin/env node
// The designers' Storybook as they open it: the static build (storybook-static/, from
// `pnpm build-storybook`) served over plain http, read in Debian's Chromium. Checks that the
// manager opens on the introduction, that every documentation page of the designers' part (the
// written pages and each component's Docs page) renders every story it shows without an error,
// and that the written pages (introduction, foundations, the chart's notes) pass axe (WCAG 2.2
// AA). A component's Docs page shows its stories, which the story tests already check with axe
// in every theme at both ends of the font scale; here they only have to render.
//
//   node scripts/storybook-static-check.mjs          check (after `pnpm build-storybook`)
//   node scripts/storybook-static-check.mjs --serve  only serve the folder, for a designer
//   … --only foundations                             check the pages whose id contains a word
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium } from './chromium.mjs';
import { runAxe } from './testing/axe-in-page.mjs';
import { reportCounts } from './testing/counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'storybook-static');
const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** A static server of the folder: what any web server or `npx http-server` would do. */
function serve(port) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, path.normalize(pathname));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isDirectory()) {
      file = path.join(file, 'index.html');
    }
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      // The build's scripts are hashed: a tab opened after another takes them from the cache.
      'cache-control': pathname.startsWith('/assets/') ? 'max-age=3600' : 'no-cache',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    );
  });
}

if (!existsSync(path.join(dir, 'index.json'))) {
  console.error('storybook-static/ is missing: run `pnpm build-storybook` first.');
  process.exit(1);
}

if (args.includes('--serve')) {
  const { origin } = await serve(Number(process.env.PORT ?? 6007));
  console.log(`Storybook (static build) at ${origin} — Ctrl+C to stop.`);
} else {
  process.exit(await check());
}

async function check() {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  // The designers' part: their pages, the page examples, the kit's components and the layout
  // parts (the console's own screens and the exercises have their story tests).
  const designerGroups =
    /^(introduction|foundations|page-examples|ui|display|overlays|chat|layout)-/;
  const docs = Object.values(index.entries)
    .filter(
      (entry) =>
        entry.type === 'docs' &&
        designerGroups.test(entry.id) &&
        (!only || entry.id.includes(only)),
    )
    // A written page (MDX) is judged by axe here; a component's generated page shows stories
    // that the story tests judge.
    .map((entry) => ({ id: entry.id, written: !entry.tags.includes('autodocs') }));
  const designerPages = [
    'introduction--docs',
    'foundations-tokens--docs',
    'foundations-themes--docs',
    'foundations-writing--docs',
  ];
  const missing = only ? [] : designerPages.filter((id) => !docs.some((entry) => entry.id === id));

  const { server, origin } = await serve(0);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox'],
  });
  const failures = missing.map((id) => `${id}: not in the build`);
  const started = Date.now();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The manager, as a designer opens it: the sidebar, and the introduction by default.
    await page.goto(`${origin}/`);
    const frame = page.frameLocator('#storybook-preview-iframe');
    try {
      await frame
        .getByRole('heading', { level: 1, name: /for designers/ })
        .waitFor({ timeout: 30_000 });
      await page
        .getByRole('link', { name: 'Tokens' })
        .or(page.getByRole('button', { name: 'Tokens' }))
        .first()
        .waitFor({ timeout: 10_000 });
    } catch (error) {
      failures.push(`manager: did not open on the introduction (${error.message.split('\n')[0]})`);
    }
    if (errors.length > 0) failures.push(`manager: page error: ${errors.join('; ')}`);

    await page.close();

    // One fresh page per docs page, with a time limit: a page whose script never yields is a
    // failure of that page, and the next one starts clean. Two pages at a time.
    const queue = [...docs];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const at = Date.now();
        failures.push(...(await checkWithin60s(context, origin, entry)));
        if (process.env.VERBOSE) console.log(`  ${entry.id} ${Date.now() - at} ms`);
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
    server.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const written = docs.filter((entry) => entry.written).length;
  const failedPages = new Set(failures.map((failure) => failure.split(':')[0]));
  reportCounts({
    unit: 'pages',
    passed: docs.length + 1 - failedPages.size,
    failed: failedPages.size,
  });
  if (failures.length > 0) {
    console.error(
      `Storybook static build: ${failures.length} problem(s) in ${docs.length} docs pages:`,
    );
    for (const failure of failures) console.error(`  ✗ ${failure}`);
    return 1;
  }
  console.log(
    `Storybook static build: the manager opens; ${docs.length} docs pages render every story, ` +
      `the ${written} written ones pass axe (${seconds} s).`,
  );
  return 0;
}

/**
 * Opens one docs page and waits for the page's own signal that it is drawn: Storybook's
 * `docsRendered`, then every story on it rendered to the end (`finished`, after its animations),
 * then the fonts. Returns its problems: a story that errored, and, for a written page, axe's
 * violations.
 */
async function checkDocsPage(page, origin, entry) {
  await page.goto(`${origin}/iframe.html?viewMode=docs&id=${entry.id}`, {
    waitUntil: 'domcontentloaded',
  });
  await page.locator('#storybook-docs h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      const shown = document.querySelectorAll('#storybook-docs .sb-story').length;
      return (
        channel?.last?.('docsRendered') !== undefined &&
        renders.length >= shown &&
        renders.every((render) => render.phase === 'finished' || render.phase === 'errored')
      );
    },
    null,
    { timeout: 45_000, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems = await page.evaluate(() =>
    (window.__STORYBOOK_PREVIEW__?.storyRenders ?? [])
      .filter((render) => render.phase === 'errored')
      .map((render) => `story ${render.id} errored`),
  );
  if (entry.written) {
    const result = await runAxe(
      page,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      },
      {
        include: ['#storybook-docs'],
        // Storybook's own controls table (its boolean toggles fall short of 4.5:1) is Storybook's
        // UI, not the kit's; everything the kit draws on the page is checked.
        exclude: ['.docblock-argstable'],
      },
    );
    for (const violation of result.violations) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      problems.push(
        `[${violation.impact}] ${violation.id} — ${violation.help}: ${targets.join(', ')}`,
      );
    }
  }
  return problems;
}

/** One docs page in a fresh tab, given 60 s: its problems as lines of the report. */
async function checkWithin60s(context, origin, entry) {
  const { id } = entry;
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000);
  });
  const problems = [];
  try {
    const found = await Promise.race([checkDocsPage(page, origin, entry), limit]);
    problems.push(...found.map((problem) => `${id}: ${problem}`));
    if (pageErrors.length > 0) problems.push(`${id}: page error: ${pageErrors.join('; ')}`);
  } catch (error) {
    problems.push(`${id}: did not render (${error.message.split('\n')[0]})`);
  } finally {
    clearTimeout(timer);
    await page.close().catch(() => {});
  }
  return problems;
}
