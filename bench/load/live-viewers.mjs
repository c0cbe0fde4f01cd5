// A clinician watching a device live (GET /api/signalDevice/live, the `token` header, read with
// fetch as the console does): frames arrive as a byte stream. The viewer is on the instance the
// device is NOT connected to, so the frames come through Redis (cep:signals:device:<id>). The
// stream ends after 10 min or when an instance goes; the viewer opens it again at once on any
// instance that is up, as the console does. Which seconds saw data is kept, to tell whether the
// view resumed after every fault.
import { pick } from './instances.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class LiveViewer {
  constructor({ name, token, deviceId, instances, preferred, stats }) {
    Object.assign(this, { name, token, deviceId, instances, preferred, stats });
    this.bytes = 0;
    this.opens = 0;
    this.secondsWithData = new Set();
    this.controller = undefined;
  }

  async run(running) {
    while (running()) {
      const instance = pick(this.instances, this.preferred);
      this.controller = new AbortController();
      const started = performance.now();
      try {
        const res = await fetch(`${instance.url}/api/signalDevice/live?deviceId=${this.deviceId}`, {
          headers: { token: this.token },
          signal: this.controller.signal,
        });
        const ok =
          res.status === 200 && (res.headers.get('content-type') ?? '').includes('octet-stream');
        this.stats.record(
          'live: open stream',
          started,
          ok,
          `on ${instance.name} → ${res.status}`,
          false,
          `${res.status}`,
        );
        if (!ok) {
          await res.body?.cancel();
          await sleep(1000);
          continue;
        }
        this.opens += 1;
        for await (const chunk of res.body) {
          this.bytes += chunk.byteLength;
          this.secondsWithData.add(Math.floor(performance.now() / 1000));
          if (!running()) break;
        }
      } catch (error) {
        if (!running()) break;
        if (performance.now() - started < 1000) {
          this.stats.record(
            'live: open stream',
            started,
            false,
            `on ${instance.name} → ${error?.cause?.code ?? error?.name}`,
          );
        }
      }
      if (running()) await sleep(500);
    }
  }

  stop() {
    this.controller?.abort();
  }

  /** Whether data arrived within `withinMs` after performance.now() time `at`. */
  dataAfter(at, withinMs) {
    for (let s = Math.floor(at / 1000); s <= Math.floor((at + withinMs) / 1000); s++) {
      if (this.secondsWithData.has(s)) return true;
    }
    return false;
  }
}
