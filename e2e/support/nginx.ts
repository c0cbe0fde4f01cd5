import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, listening } from '../../scripts/testing/ports.ts';

/**
 * A real nginx (Debian's package) in front of the server instances, run with THE site file of the
 * deployment guide (docs/deploy/nginx.conf): only its example addresses, name and certificate paths
 * are replaced. Everything nginx writes (pid, logs, request bodies) is in a temp folder, so it runs
 * as any user and beside a system nginx; the certificate is self-signed by openssl for `localhost`.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The guide's site file (docs/deploy.md quotes it). */
export const guideSiteFile = path.join(repoRoot, 'docs/deploy/nginx.conf');
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** How long nginx may take to answer on its port: a cap against a hang, not a speed test. */
const READY_CAP_MS = 20_000;

export interface RunningNginx {
  /** `https://localhost:<port>`, the console's address through the proxy. */
  url: string;
  port: number;
  /** The self-signed certificate (PEM), for clients that check it. */
  certificate: Buffer;
  stop(): Promise<void>;
}

/** `text` with each example value replaced; an example the file no longer holds is an error. */
function substitute(text: string, replacements: Array<[string, string]>): string {
  return replacements.reduce((out, [from, to]) => {
    if (!out.includes(from))
      throw new Error(`${guideSiteFile} no longer holds "${from}": update e2e/support/nginx.ts.`);
    return out.split(from).join(to);
  }, text);
}

/** Starts nginx in front of `instances` (`host:port` each, in the guide's upstream order). */
export async function startNginx(instances: [string, string]): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-nginx-'));
  // Run as root (CI), nginx's workers are `nobody`: they must reach the request-body folders.
  chmodSync(dir, 0o755);
  const crt = path.join(dir, 'cep.crt');
  const key = path.join(dir, 'cep.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      crt,
    ],
    { stdio: 'ignore' },
  );
  const [https, http] = [await freePort(), await freePort()];
  const site = substitute(readFileSync(guideSiteFile, 'utf8'), [
    ['10.0.0.11:8080', instances[0]],
    ['10.0.0.12:8080', instances[1]],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`],
    ['listen 80;', `listen 127.0.0.1:${http};`],
    ['cep.hospital.example', 'localhost'],
    ['/etc/nginx/tls/cep.crt', crt],
    ['/etc/nginx/tls/cep.key', key],
  ]);
  writeFileSync(path.join(dir, 'cep.conf'), site);
  // What /etc/nginx/nginx.conf gives a site on a Debian machine, with the paths in `dir`.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
      ),
      `  include ${dir}/cep.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  const child = spawn(
    nginxBinary,
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-10_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-10_000);
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM, not SIGQUIT: a graceful stop would wait for the open WebSockets and streams.
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await listening('nginx', https, exited, READY_CAP_MS);
  } catch (error) {
    const log = errorLog();
    await stop();
    throw new Error(`${(error as Error).message}\n--- nginx ---\n${stderr}\n${log}`, {
      cause: error,
    });
  }
  return { url: `https://localhost:${https}`, port: https, certificate: readFileSync(crt), stop };
}
