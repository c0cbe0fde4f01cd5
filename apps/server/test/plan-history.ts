import pg from 'pg';

/**
 * Moves every recorded change of state of plan `planId` to `at` (epoch ms), in the database of
 * `databaseUrl` (the owner's URL): for tests that send runs trained weeks ago. The server believes
 * a session only while its plan was active on its own clock (src/training/client-clock.ts), and
 * the API can only activate a plan now.
 *
 * Kept free of vitest imports: the end-to-end tests use it too.
 */
export async function planActiveSince(databaseUrl: string, planId: number, at: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'UPDATE training_plan_status_changes SET changed_at = $1 WHERE plan_id = $2',
      [new Date(at), planId],
    );
  } finally {
    await client.end();
  }
}
