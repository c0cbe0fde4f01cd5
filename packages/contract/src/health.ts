import { z } from 'zod';

/**
 * `GET /api/health`: proves the server can reach its database. `db` tells
 * which kind it runs on (the embedded PostgreSQL kept in DATA_DIR, or the one
 * of DATABASE_URL), `version` is PostgreSQL's own `server_version`. `server`
 * names the running build so a support call can quote it: the server's
 * version and the git commit it was built from (`unknown` when built outside git).
 */
export const healthData = z.object({
  db: z.enum(['embedded', 'external']),
  version: z.string().min(1),
  server: z.object({
    version: z.string().min(1),
    commit: z.string().min(1),
  }),
});

export type HealthData = z.infer<typeof healthData>;

/**
 * `GET /api/ready` (readiness, beside the liveness of /api/health): the database answers and
 * every migration this server knows is applied. Otherwise 503 with 50302 (database away) or
 * 50303 (migrations pending), so a load balancer sends no traffic until it is.
 */
export const readyData = z.object({
  /** How many migrations are applied (all the server knows). */
  migrations: z.number().int().nonnegative(),
});

export type ReadyData = z.infer<typeof readyData>;
