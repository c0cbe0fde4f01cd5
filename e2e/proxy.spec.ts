import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { itemKey, maxUploadBytes, scales } from '@cep/contract';
import type { APIRequestContext } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/testing/start-server.ts';
import { expect, test } from './fixtures';
import { apiGet, apiLogin, type Session } from './support/api';
import type { Account } from './support/accounts';
import { signInThroughForm } from './support/console';
import { grownTo } from './support/images';
import { startNginx, type RunningNginx } from './support/nginx';
import { apiPost, ownDoctorAndPatient } from './support/own-team';
import { dailyPlanActiveForFortyDays } from './support/training';

/*
 * The deployment guide's nginx (docs/deploy/nginx.conf) proven (issue 29): a real nginx with a
 * self-signed certificate in front of two server instances on the run's database, TRUST_PROXY set
 * to nginx's address. Over https only: a doctor signs in in Chromium, a message arrives over the
 * WebSocket and an alert over SSE within seconds of being caused, a picture just under the upload
 * limit is taken and one over it refused with the server's own message, X-Forwarded-For is
 * believed from nginx only, and with one instance stopped the console keeps working on the other.
 *
 * Addresses: nginx and the instances talk over 127.0.0.1 (TRUST_PROXY=127.0.0.1). A client
 * "elsewhere" is a socket bound to another loopback address (127.0.0.7, 127.0.0.8), so what the
 * server records tells whom it believed.
 */

const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
/**
 * "Without delay": a proxy that buffers holds an event until its buffer fills or the stream ends,
 * which for a lone message or alert is never; this cap only bounds the wait, with room for a busy
 * CI machine (the event itself arrives within a second on a quiet one).
 */
const LIVE_MS = 15_000;

/** A 1 × 1 PNG the server decodes and re-encodes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/**
 * Signs in with a socket bound to `from` (a client other than nginx), sending `headers` too, over
 * https (trusting only nginx's certificate) or plain http straight to an instance.
 */
async function loginFrom(
  url: string,
  from: string,
  account: Account,
  headers: Record<string, string>,
  ca?: Buffer,
): Promise<Envelope> {
  const body = new URLSearchParams({ username: account.username, password: account.password });
  const target = new URL('/api/users/login', url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method: 'POST',
        localAddress: from,
        ca,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as Envelope));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body.toString());
  });
}

/** A finished MoCA of today: finishing it runs the assistant's rules (and so raises the alert). */
async function finishedMoca(api: APIRequestContext, doctor: Session, patientId: number) {
  const scores = Object.fromEntries(
    scales.moca.sections.flatMap((section) =>
      section.items.map((item) => [itemKey(section, item), item.max]),
    ),
  );
  const draft = await apiPost<{ id: number; revision: number }>(
    api,
    '/api/assessment/draft',
    doctor.token,
    { patientId, kind: 'moca', testedOn: chinaDay(Date.now()), scores },
  );
  await apiPost(api, '/api/assessment/finish', doctor.token, {
    id: draft.id,
    revision: draft.revision,
  });
}

/** Uploads `bytes` as a PNG through `api`; the server's envelope. */
async function upload(api: APIRequestContext, token: string, bytes: Buffer): Promise<Envelope> {
  const response = await api.post('/api/oss/file/upload?module=usr', {
    headers: { token },
    multipart: { file: { name: 'scan.png', mimeType: 'image/png', buffer: bytes } },
  });
  expect(response.headers()['content-type'], 'the server answered, not nginx').toContain('json');
  return (await response.json()) as Envelope;
}

test.describe('behind the guide’s nginx', () => {
  test.describe.configure({ timeout: 180_000 });

  test('over https: sign-in, live message and alert, uploads at the limit, X-Forwarded-For from nginx only, one instance stopped', async ({
    browser,
    playwright,
    request,
    roleSession,
    serverURL,
  }) => {
    const databaseUrl = process.env.CEP_E2E_DATABASE_URL;
    if (!databaseUrl) throw new Error('CEP_E2E_DATABASE_URL is not set: e2e/global-setup.ts');
    const instances: RunningServer[] = [];
    let nginx: RunningNginx | undefined;
    try {
      const env = { TRUST_PROXY: '127.0.0.1' };
      instances.push(
        ...(await Promise.all([
          startServer({ databaseUrl, env }),
          startServer({ databaseUrl, env }),
        ])),
      );
      const [first, second] = instances as [RunningServer, RunningServer];
      const hostPort = (server: RunningServer) => `127.0.0.1:${new URL(server.url).port}`;
      nginx = await startNginx([hostPort(first), hostPort(second)]);
      const proxy = nginx.url;

      // The team is made on the run's first server (same database); all else goes through nginx.
      const team = await ownDoctorAndPatient(request, serverURL, await roleSession('admin'), {
        prefix: 'px',
        doctor: '代理医生',
        patient: '代理患者',
        age: 70,
        edu: '初中',
      });
      const api = await playwright.request.newContext({ baseURL: proxy, ignoreHTTPSErrors: true });
      const doctor = await apiLogin(api, proxy, team.doctor);
      const patient = await apiLogin(api, proxy, team.patient);
      const doctorId = (
        await apiGet<{ id: number }>(api, `${proxy}/api/sysUser/getInfo`, doctor.token)
      ).id;

      const context = await browser.newContext({ baseURL: proxy, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      try {
        await test.step('the doctor signs in through the console', async () => {
          await page.goto('/login');
          await signInThroughForm(page, team.doctor.username, team.doctor.password);
          await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
          expect(page.url()).toMatch(/^https:\/\/localhost:\d+\/dashboard$/);
        });

        const main = page.getByRole('main');
        const bell = page.getByRole('button', { name: /^提醒/ });
        // The live connections' answers pass nginx at once (a buffering proxy holds even these).
        const socket = page.waitForEvent('websocket', {
          predicate: (ws) => ws.url().includes('/api/message/socket'),
          timeout: 20_000,
        });
        const stream = page.waitForResponse(
          (response) => response.url().includes('/api/alert/stream'),
          { timeout: 20_000 },
        );
        await page.goto('/communityModule?tab=messages');
        await expect(main.getByText('还没有会话')).toBeVisible();
        expect((await socket).url()).toMatch(/^wss:\/\/localhost:\d+\/api\/message\/socket/);
        expect((await stream).status()).toBe(200);
        await expect(bell).not.toHaveAccessibleName(/条未读/);

        const conversation = await apiPost<{ id: number }>(
          api,
          '/api/message/start',
          patient.token,
          {
            userId: doctorId,
          },
        );
        const say = (text: string) =>
          apiPost(api, '/api/message/send', patient.token, {
            conversationId: conversation.id,
            text,
            clientKey: randomUUID(),
          });

        await test.step('a message arrives over the WebSocket through nginx', async () => {
          await say('医生您好，昨晚睡得不错。');
          await expect(main.getByRole('button', { name: /代理患者.*1 条未读/ })).toBeVisible({
            timeout: LIVE_MS,
          });
        });

        await test.step('an alert arrives over SSE through nginx, not held in a buffer', async () => {
          await dailyPlanActiveForFortyDays(api, doctor, team.patientId);
          await finishedMoca(api, doctor, team.patientId);
          await expect(bell).toHaveAccessibleName('提醒，1 条未读提醒', { timeout: LIVE_MS });
        });

        await test.step('a picture just under 2 MB is taken; one over is refused by the server', async () => {
          const under = await upload(api, doctor.token, grownTo(png, maxUploadBytes - 4096));
          expect(under.code, under.message).toBe(200);
          const over = await upload(api, doctor.token, grownTo(png, maxUploadBytes + 1));
          expect([over.code, over.message]).toEqual([41301, '文件过大，不能超过2MB']);
        });

        await test.step('X-Forwarded-For is believed from nginx only', async () => {
          const since = Date.now() - 1000;
          // Through nginx from 127.0.0.7, with a forged header nginx replaces.
          const proxied = await loginFrom(
            proxy,
            '127.0.0.7',
            team.patient,
            { 'x-forwarded-for': '198.51.100.7' },
            nginx!.certificate,
          );
          expect(proxied.code, proxied.message).toBe(200);
          // Straight to an instance from 127.0.0.8, which is no trusted proxy.
          const direct = await loginFrom(first.url, '127.0.0.8', team.patient, {
            'x-forwarded-for': '203.0.113.9',
          });
          expect(direct.code, direct.message).toBe(200);
          const admin = await roleSession('admin');
          const logins = await apiGet<{ list: Array<{ ip: string | null }> }>(
            api,
            `${proxy}/api/audit/list`,
            admin.token,
            { action: 'login', actor: team.patient.username, from: since, pageSize: 50 },
          );
          expect(logins.list.map((entry) => entry.ip).sort()).toEqual(['127.0.0.7', '127.0.0.8']);
        });

        await test.step('FHIR through nginx: the Bundle’s links name the public https address', async () => {
          const res = await api.get(`${proxy}/fhir/R4/Patient?_count=1`, {
            headers: { authorization: `Bearer ${doctor.token}` },
          });
          expect(res.status()).toBe(200);
          expect(res.headers()['content-type']).toMatch(/^application\/fhir\+json/);
          const bundle = (await res.json()) as {
            total: number;
            link: { relation: string; url: string }[];
            entry?: { fullUrl: string }[];
          };
          expect(bundle.total).toBeGreaterThanOrEqual(1);
          for (const link of bundle.link) expect(link.url).toMatch(`${proxy}/fhir/R4/Patient?`);
          expect(bundle.entry?.[0]?.fullUrl).toMatch(`${proxy}/fhir/R4/Patient/`);
        });

        await test.step('one instance stopped: the console and the live feeds go on on the other', async () => {
          await first.stop();
          for (let i = 0; i < 4; i++)
            await apiGet(api, `${proxy}/api/sysUser/getInfo`, doctor.token);
          await say('今天上午九点到。');
          await expect(main.getByRole('button', { name: /代理患者.*2 条未读/ })).toBeVisible();
          await page.reload();
          await expect(page.getByRole('button', { name: /代理患者/ })).toBeVisible();
          await expect(bell).toHaveAccessibleName('提醒，1 条未读提醒');
        });
      } finally {
        await context.close();
        await api.dispose();
      }
    } finally {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  });
});
