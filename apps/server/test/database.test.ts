import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/database';
import { engines, freshDatabase } from './engines';

describe.each(engines)('openDatabase with DATABASE_URL on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await freshDatabase(engine.url);
    // A DATA_DIR that must stay untouched: with DATABASE_URL nothing is started there.
    db = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent/cep-data' });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('uses that server as an external database', async () => {
    expect(db.kind).toBe('external');
    const { rows } = await db.pool.query<{ db: string }>('SELECT current_database() AS db');
    expect(rows[0]?.db).toBe(database.name);
  });

  it('close() can be called twice', async () => {
    await db.close();
    await expect(db.close()).resolves.toBeUndefined();
  });
});
