// The command line of the load, soak and fault harness (issue 28, item 8):
//
//   node bench/load/run.mjs [--minutes 10] [--scale 1] [--no-faults]
//
// `--minutes` is the measured load (faults inside it); setup and the final checks come on top,
// and a hard stop ends everything at minutes + 6 whatever happens. `--scale` multiplies every
// population (devices, recordings, patients, clinicians, pairs, live viewers; at least one of
// each) for a short check run.
import { parseArgs } from 'node:util';

/** The populations at scale 1: what issue 28 asks the harness to carry at once. */
export const fullLoad = {
  devices: 8, // 32 ch × 500 Hz each
  recordings: 4, // two devices each
  patients: 200, // training results, as the console's outbox sends them
  clinicians: 30, // lists, records, playback
  pairs: 20, // messaging over the socket
  liveViewers: 4, // clinicians watching a device live (through the other instance)
};

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      minutes: { type: 'string', default: '10' },
      scale: { type: 'string', default: '1' },
      'no-faults': { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  const minutes = Number(values.minutes);
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > 240)
    throw new Error('--minutes must be 1–240');
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 4) throw new Error('--scale must be (0, 4]');
  const scaled = (n) => Math.max(1, Math.round(n * scale));
  const load = Object.fromEntries(Object.entries(fullLoad).map(([k, n]) => [k, scaled(n)]));
  // Two devices per recording, at most as many recordings as device pairs.
  load.recordings = Math.max(1, Math.min(load.recordings, Math.floor(load.devices / 2)));
  load.devices = Math.max(load.devices, 2);
  load.pairs = Math.min(load.pairs, load.clinicians, load.patients);
  return { minutes, scale, faults: !values['no-faults'], load };
}

/** Seconds the supervisor allows for everything (setup, load, checks, teardown). */
export function hardStopSeconds(minutes) {
  return minutes * 60 + 360;
}
