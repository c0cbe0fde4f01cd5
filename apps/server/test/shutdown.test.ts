import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assertBuilt, mainJs } from './crash/server-process';
import { engines, freshDatabase } from './engines';
import { tempDataDir } from './temp-dir';

/*
 * The real server process (the built dist/main.js, as `npm start` runs it) on a fresh, empty
 * database of the test PostgreSQL given as DATABASE_URL: first start (migrations, demo data, the
 * printed accounts), graceful shutdown on SIGTERM, and the production refusal without
 * ADMIN_PASSWORD.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const readyLine = /认知增强平台 ready at http:\/\/localhost:(\d+)\//;

interface Server {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ChildProcess[] = [];

function spawnServer(env: Record<string, string>): Server {
  const data = tempDataDir('cep-shutdown-');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: data.dir,
    LOG_LEVEL: 'info',
    // Sign-ins rehash the demo accounts: at the production cost (128 MiB, 100+ ms each) that
    // only makes the test slow; passwords.test.ts checks the production cost.
    PASSWORD_HASH_COST: '12',
    ...env,
  };
  delete childEnv.NODE_ENV;
  if (env.NODE_ENV) childEnv.NODE_ENV = env.NODE_ENV;
  assertBuilt();
  const child = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  // Both pipes drained for the whole life of the process (pino writes synchronously).
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      data.remove();
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, exited };
}

async function waitReady(server: Server, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    const match = readyLine.exec(server.output());
    if (match) return Number(match[1]);
    if (exited) break;
    await sleep(50);
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

/** Resolves 'refused' or 'connected' for a new TCP connection to the port. */
function tryConnect(port: number): Promise<'refused' | 'connected'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    // Reset, not refused, when the connection reached the backlog just as the listening socket
    // closed (seen on a loaded machine): the server did not take it either way.
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET'
        ? resolve('refused')
        : reject(error),
    );
  });
}

/**
 * An HTTP request written by hand so its body can arrive late: `start` sends the headers and part
 * of the body, `finish` the rest; `response` resolves with the status and JSON body.
 */
function slowRequest(port: number, method: string, url: string, body: string, type: string) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const response = new Promise<{ status: number; body: unknown; raw: string }>(
    (resolve, reject) => {
      const check = () => {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = received.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
        const payload = Buffer.from(received.slice(end + 4), 'utf8');
        if (payload.length < length) return;
        resolve({
          status: Number(head.split(' ')[1]),
          body: JSON.parse(payload.toString('utf8')) as unknown,
          raw: head,
        });
      };
      socket.on('data', check);
      socket.on('error', reject);
      socket.on('close', () => reject(new Error(`connection closed; received: ${received}`)));
    },
  );
  const bytes = Buffer.from(body, 'utf8');
  const split = Math.floor(bytes.length / 2);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    async start() {
      await connected;
      socket.write(
        `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
          `Content-Length: ${bytes.length}\r\n\r\n`,
      );
      socket.write(bytes.subarray(0, split));
    },
    finish() {
      socket.write(bytes.subarray(split));
    },
    response,
  };
}

afterEach(() => {
  // A failed test must not leave a server running: kill only the processes this file started.
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

describe.each(engines)('the server process on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(engine.url, { prefix: 'cep_shutdown' });
  });
  afterAll(() => database?.drop());

  it(
    'first start prints the demo accounts; SIGTERM finishes the in-flight request, refuses new connections and exits 0',
    { timeout: 90_000 },
    async () => {
      const server = spawnServer({ DATABASE_URL: database.url, DEMO: '1' });
      const port = await waitReady(server);
      const output = server.output();
      expect(output).toMatch(/admin\s+Admin@123\s+管理员/);
      expect(output).toMatch(/doctor\s+Doctor@123\s+张医生/);
      expect(output).toMatch(/patient\s+Patient@123\s+李患者/);
      // Printed for people, not as a JSON log line.
      expect(output).not.toMatch(/"msg":"[^"]*Admin@123/);

      // A sign-in whose body is only half sent when the signal arrives.
      const request = slowRequest(
        port,
        'POST',
        '/api/users/login',
        'username=admin&password=Admin%40123',
        'application/x-www-form-urlencoded',
      );
      await request.start();
      // The server has the headers (Fastify logs each request as it arrives): it is in flight.
      await vi.waitUntil(
        () =>
          server
            .output()
            .split('\n')
            .some(
              (line) => line.includes('"incoming request"') && line.includes('/api/users/login'),
            ),
        { timeout: 30_000, interval: 20 },
      );
      expect(server.child.kill('SIGTERM')).toBe(true);

      // The listening socket closes at once…
      let state: 'refused' | 'connected' = 'connected';
      for (let i = 0; i < 100 && state === 'connected'; i++) {
        state = await tryConnect(port);
        if (state === 'connected') await sleep(50);
      }
      expect(state).toBe('refused');
      // …while the process waits for the request, which still reaches the database (its 200
      // below is the proof that the process stayed).
      expect(server.child.exitCode).toBeNull();

      request.finish();
      const response = await request.response;
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        code: 200,
        success: true,
        data: { token: expect.any(String) },
      });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      // Promptly: the finished request's kept-alive connection must not hold the exit until the
      // grace period cuts it; the server says so when it has to cut (a clock here would measure
      // the machine's load, not the server).
      expect(server.output()).not.toMatch(/shutdown grace period over/);
      expect(server.output()).toMatch(/"msg":"shutting down"/);
    },
  );

  it(
    'a restart on the same database seeds and prints nothing, and an idle server stops at once',
    { timeout: 90_000 },
    async () => {
      const server = spawnServer({ DATABASE_URL: database.url, DEMO: '1' });
      const port = await waitReady(server);
      expect(server.output()).not.toMatch(/Admin@123|demo data created/);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      const began = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      // fetch's kept-alive connection is idle: it must not hold the shutdown (10 s grace).
      expect(Date.now() - began).toBeLessThan(8_000);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM users');
        expect(Number(rows[0]?.n)).toBe(26);
      } finally {
        await client.end();
      }
    },
  );
});

describe.each(engines)('production start on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(engine.url, { prefix: 'cep_prod' });
  });
  afterAll(() => database?.drop());

  it(
    'refuses to start on an empty database without ADMIN_PASSWORD, with a clear message',
    { timeout: 90_000 },
    async () => {
      const server = spawnServer({ DATABASE_URL: database.url, NODE_ENV: 'production' });
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toMatch(/认知增强平台 cannot start: .*ADMIN_PASSWORD/);
      expect(server.output()).not.toMatch(/ready at/);
    },
  );

  it(
    'with ADMIN_PASSWORD creates the admin account only and says so',
    { timeout: 90_000 },
    async () => {
      const server = spawnServer({
        DATABASE_URL: database.url,
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'Prod-Admin-2026',
      });
      const port = await waitReady(server);
      expect(server.output()).toMatch(/administrator account "admin" created/);
      expect(server.output()).not.toContain('Prod-Admin-2026');
      const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=Prod-Admin-2026',
      });
      expect(((await login.json()) as { code: number }).code).toBe(200);
      const demo = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=doctor&password=Doctor%40123',
      });
      expect(((await demo.json()) as { code: number }).code).toBe(40101);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );
});
