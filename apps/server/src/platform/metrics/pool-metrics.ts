import { Gauge } from 'prom-client';
import type { Pool } from '../db/pool';
import type { Metrics } from './metrics';

/** The connection pool's use, read when scraped: all connections, idle ones, requests waiting. */
export function registerPoolMetrics(metrics: Metrics, pool: Pool): void {
  new Gauge({
    name: 'cep_db_pool_connections',
    help: 'Connections of the database pool: total, idle, and queries waiting for one',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
