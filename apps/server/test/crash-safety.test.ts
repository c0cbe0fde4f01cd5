import type { Patient, User } from '@cep/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from '../src/platform/db/processes';
import { expectOk, send } from './crash/api';
import {
  assertBuilt,
  processFamily,
  runningPostmaster,
  startServerProcess,
  stopLeftoverPostmaster,
  stopServerProcess,
  waitUntilGone,
  type ServerProcess,
} from './crash/server-process';
import { freshDatabase } from './fresh-database';
import { tempDataDir } from './temp-dir';

/**
 * Crash safety (issue 4): the built server, started as `npm start` starts it,
 * receives 300 patient creates from a few parallel streams; midway it is
 * killed with SIGKILL — on the embedded engine together with its PostgreSQL,
 * so nothing gets a chance to flush or shut down. The same command restarted
 * on the same DATA_DIR must come up by itself, and every create the client saw
 * answered 200 must be readable afterwards, field for field.
 *
 * On an external PostgreSQL (DATABASE_URL set) only the server is killed: the
 * database survives, and the point is that no answered write was still
 * waiting in the server when it said 200.
 */

const totalCreates = 300;
const killAfterAnswered = 150;
const streams = 6;
const demoAdmin = { username: 'admin', password: 'Admin@123' };

interface Variant {
  name: 'embedded' | 'external';
  databaseUrl?: string;
}

const variants: Variant[] = [
  { name: 'embedded' },
  ...(process.env.DATABASE_URL
    ? [{ name: 'external' as const, databaseUrl: process.env.DATABASE_URL }]
    : []),
];

/** A valid 18-character resident ID (GB 11643 check digit) that differs per patient. */
function identityCard(i: number): string {
  const body = `11010519${String(800101 + (i % 28)).padStart(6, '0')}${String(i % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return body + '10X98765432'[sum % 11];
}

async function signIn(origin: string): Promise<string> {
  const answer = await send(origin, 'login', { form: demoAdmin });
  return expectOk(answer, 'admin sign-in (demo data)').token;
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

describe.each(variants)('crash safety on $name PostgreSQL', (variant) => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'comes back after SIGKILL midway through 300 creates with every answered create kept',
    { timeout: 300_000 },
    async () => {
      assertBuilt();
      const data = tempDataDir('cep-crash-');
      cleanups.push(data.remove);
      cleanups.push(() => stopLeftoverPostmaster(data.dir));
      let databaseUrl: string | undefined;
      if (variant.databaseUrl) {
        const database = await freshDatabase(variant.databaseUrl, { prefix: 'cep_crash' });
        cleanups.push(() => database.drop());
        databaseUrl = database.url;
      }
      const servers: ServerProcess[] = [];
      cleanups.push(() => Promise.all(servers.map(stopServerProcess)));

      const first = await startServerProcess({ dataDir: data.dir, databaseUrl });
      servers.push(first);
      expect(first.database).toBe(variant.name);
      const token = await signIn(first.url);

      // ---- 300 creates from parallel streams, killed midway ----
      const tag = Date.now().toString(36);
      const users: User[] = [];
      const patients: Patient[] = [];
      const unexpected: string[] = [];
      let nextIndex = 0;
      const state: { crashed: boolean; postmaster: number | null; killed: number[] } = {
        crashed: false,
        postmaster: null,
        killed: [],
      };

      // Synchronous, so no stream starts another request after it.
      const crash = () => {
        state.crashed = true;
        state.postmaster = variant.name === 'embedded' ? runningPostmaster(data.dir) : null;
        // Its backends and helpers, noted now: once orphaned they are no longer its children.
        state.killed = state.postmaster === null ? [] : processFamily(state.postmaster);
        first.child.kill('SIGKILL');
        if (state.postmaster !== null) process.kill(state.postmaster, 'SIGKILL');
      };

      const stream = async () => {
        while (!state.crashed && nextIndex < totalCreates) {
          const i = nextIndex++;
          try {
            const user = await send(first.url, 'addUser', {
              token,
              json: {
                username: `crash_${tag}_${i}`,
                password: 'Crash@2024x',
                name: `崩溃测试${i}`,
                userAuth: '2',
              },
            });
            if (!user.ok) {
              unexpected.push(`addUser #${i}: ${user.status} ${user.code} ${user.message}`);
              continue;
            }
            users.push(user.data);
            const patient = await send(first.url, 'addPatient', {
              token,
              json: {
                userId: user.data.id,
                patientName: `崩溃测试${i}`,
                phone: `138${String(10_000_000 + i).slice(-8)}`,
                age: 20 + (i % 70),
                sex: i % 2 === 0 ? '男' : '女',
                handedness: '右手',
                edu: '大学本科',
                address: `北京市海淀区测试路${i}号`,
                identityCard: identityCard(i),
              },
            });
            if (!patient.ok) {
              unexpected.push(
                `addPatient #${i}: ${patient.status} ${patient.code} ${patient.message}`,
              );
              continue;
            }
            // Recorded even when it arrives after the kill: answered 200 is answered 200.
            patients.push(patient.data);
            if (!state.crashed && patients.length >= killAfterAnswered) crash();
          } catch (error) {
            // No HTTP answer: expected only once the server is dead.
            if (!state.crashed) unexpected.push(`#${i}: no answer: ${(error as Error).message}`);
            return;
          }
        }
      };
      await Promise.all(Array.from({ length: streams }, stream));

      expect(unexpected, first.output()).toEqual([]);
      expect(state.crashed, 'the kill must happen midway, not after all 300').toBe(true);
      expect(patients.length).toBeGreaterThanOrEqual(killAfterAnswered);
      expect(patients.length).toBeLessThan(totalCreates);
      await first.exited;
      expect(first.child.signalCode).toBe('SIGKILL');
      if (variant.name === 'embedded') {
        // The kill must have hit a live PostgreSQL, and it must be gone before the restart.
        expect(state.postmaster).not.toBeNull();
        // Orphaned backends exit on their own when they notice the postmaster died, and the
        // OS reaps them all; the crash is over when they are gone (see waitUntilGone).
        expect(
          await waitUntilGone(state.killed, 30_000),
          'killed PostgreSQL processes linger',
        ).toBe(true);
      }

      // ---- the same command on the same DATA_DIR: no manual help ----
      const second = await startServerProcess({ dataDir: data.dir, databaseUrl });
      servers.push(second);
      if (variant.name === 'embedded') {
        const restarted = runningPostmaster(data.dir);
        expect(restarted).not.toBeNull();
        expect(restarted).not.toBe(state.postmaster);
        expect(isAlive(restarted as number)).toBe(true);
      }
      const token2 = await signIn(second.url);

      // Every patient answered 200 reads back exactly as it was answered.
      const missing: string[] = [];
      await inParallel(patients, streams, async (created) => {
        const read = await send(second.url, 'getPatient', {
          token: token2,
          params: { id: created.id },
        });
        if (!read.ok) missing.push(`patient ${created.id}: ${read.code} ${read.message}`);
        else if (JSON.stringify(read.data) !== JSON.stringify(created))
          missing.push(`patient ${created.id} changed: ${JSON.stringify(read.data)}`);
      });
      // …and so does every account answered 200 (including those whose patient was not).
      await inParallel(users, streams, async (created) => {
        const read = await send(second.url, 'getUser', {
          token: token2,
          query: { id: created.id },
        });
        if (!read.ok) missing.push(`user ${created.id}: ${read.code} ${read.message}`);
        else if (read.data.username !== created.username || read.data.userAuth !== '2')
          missing.push(`user ${created.id} changed: ${JSON.stringify(read.data)}`);
      });
      expect(missing, second.output()).toEqual([]);

      const list = expectOk(
        await send(second.url, 'listPatients', {
          token: token2,
          query: { pageNum: 1, pageSize: 20 },
        }),
        'listPatients after the restart',
      );
      expect(list.total).toBeGreaterThanOrEqual(patients.length);

      // The restarted server takes writes again (the database is not left read-only or locked).
      const after = expectOk(
        await send(second.url, 'addUser', {
          token: token2,
          json: {
            username: `crash_${tag}_after`,
            password: 'Crash@2024x',
            name: '重启后患者',
            userAuth: '2',
          },
        }),
        'addUser after the restart',
      );
      expectOk(
        await send(second.url, 'addPatient', {
          token: token2,
          json: { userId: after.id, patientName: '重启后患者' },
        }),
        'addPatient after the restart',
      );
    },
  );
});
