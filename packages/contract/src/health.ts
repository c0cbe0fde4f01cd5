import { z } from 'zod';

/**
 * `GET /api/health`: proves the server can reach its database. `db` tells
 * which kind it runs on (the embedded PostgreSQL kept in DATA_DIR, or the one
 * of DATABASE_URL), `version` is PostgreSQL's own `server_version`.
 */
export const healthData = z.object({
  db: z.enum(['embedded', 'external']),
  version: z.string().min(1),
});

export type HealthData = z.infer<typeof healthData>;
