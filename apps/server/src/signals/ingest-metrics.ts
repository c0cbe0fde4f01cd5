import { Counter, Gauge } from 'prom-client';
import type { Metrics } from '../platform/metrics/metrics';

export interface IngestMetrics {
  /** Messages a device sent after its hello (frames, whatever became of them). */
  readonly framesReceived: Counter;
}

/**
 * The devices' ingest in the app's metrics: frames received, and the storage queue (chunks waiting
 * for the database, summed over this instance's devices; read when scraped).
 */
export function registerIngestMetrics(metrics: Metrics, queuedChunks: () => number): IngestMetrics {
  const registers = [metrics.registry];
  new Gauge({
    name: 'cep_signal_ingest_queue_chunks',
    help: "Signal chunks waiting to be stored, over this instance's device connections",
    registers,
    collect() {
      this.set(queuedChunks());
    },
  });
  return {
    framesReceived: new Counter({
      name: 'cep_signal_frames_received_total',
      help: 'Frames devices sent to this instance after their hello',
      registers,
    }),
  };
}
