// The two server instances under load: the built bundle, each on a free port of 127.0.0.1, both on
// the one external database and Redis. An instance can be killed (SIGKILL, no goodbye) and started
// again; the harness routes its clients like a load balancer with passive health checks would
// (`pick`): to the instance a client prefers while it is up, otherwise to the other.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const mainJs = path.join(root, 'apps/server/dist/main.js');
const readyLine = /认知增强平台 ready at http:\/\/localhost:(\d+)\//;

export class Instance {
  constructor(name, env, logDir, onPid) {
    this.name = name;
    this.env = env;
    this.logPath = path.join(logDir, `instance-${name}.log`);
    this.onPid = onPid;
    this.up = false;
    this.url = undefined;
    this.child = undefined;
    this.starts = 0;
    /** Exits nobody asked for (a crash): { at: Date, code }. */
    this.crashes = [];
    this.onCrash = undefined;
    this.stopping = false;
    /** Log lines of level error/fatal (pino 50/60) seen over the run, and the first few. */
    this.errorLines = 0;
    this.errorSamples = [];
  }

  /** Starts the process and resolves once its ready line is out. */
  start(timeoutMs = 120_000) {
    this.starts += 1;
    this.stopping = false;
    const log = createWriteStream(this.logPath, { flags: 'a' });
    log.write(`--- start ${this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, [mainJs], {
      cwd: root,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.onPid?.(child.pid);
    let head = '';
    let pending = '';
    const onData = (chunk) => {
      log.write(chunk);
      if (head.length < 20_000) head += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (/"level":(50|60)/.test(line)) {
          this.errorLines += 1;
          if (this.errorSamples.length < 5) this.errorSamples.push(line.slice(0, 400));
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      this.up = false;
      if (!this.stopping && this.child === child) {
        this.crashes.push({ at: new Date(), code: code ?? signal });
        this.onCrash?.(this, code ?? signal);
      }
      log.end(`--- exit ${code ?? signal} at ${new Date().toISOString()}\n`);
    });
    let ready = false;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`instance ${this.name} not ready in ${timeoutMs / 1000} s:\n${head}`));
      }, timeoutMs);
      const check = () => {
        const match = readyLine.exec(head);
        if (!match) return;
        ready = true;
        clearTimeout(timer);
        child.stdout.off('data', check);
        this.url = `http://127.0.0.1:${match[1]}`;
        this.up = true;
        resolve(this);
      };
      child.stdout.on('data', check);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (ready) return;
        reject(
          new Error(`instance ${this.name} exited (${code ?? signal}):\n${head.slice(-4000)}`),
        );
      });
    });
  }

  get pid() {
    return this.child?.pid;
  }

  get alive() {
    return (
      this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
    );
  }

  /** SIGKILL, and resolves once the process is gone. */
  async kill() {
    this.up = false;
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM (graceful), SIGKILL after 15 s. */
  async stop() {
    this.up = false;
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /** Resident memory in MB from /proc/<pid>/status (VmRSS), or undefined once gone. */
  rssMb() {
    if (!this.alive) return undefined;
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
      return Number.isFinite(kb) ? kb / 1024 : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The instance for a client that prefers `preferred` (0 or 1): it while up, else the other. */
export function pick(instances, preferred) {
  const first = instances[preferred % instances.length];
  if (first.up) return first;
  return instances.find((instance) => instance.up) ?? first;
}
