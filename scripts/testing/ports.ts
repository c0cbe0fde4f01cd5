import { connect, createServer } from 'node:net';

/*
 * Ports of the third parties tests start (nginx, slapd, an OpenID provider): a free one to give
 * them, and the moment they listen on it.
 */

/** A port free right now on 127.0.0.1, for programs that take an address, not port 0: bound, read, closed. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once something accepts connections on 127.0.0.1:`port`; rejects if the program the
 * tests started (`name`) exits first, or after `capMs` (a cap against a hang, not a wait: it
 * returns as soon as the port answers). For the third parties tests start: nginx, slapd.
 */
export async function listening(
  name: string,
  port: number,
  exited: Promise<void>,
  capMs = 20_000,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + capMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${name} exited before it listened.`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not listen on ${port} within ${capMs} ms.`);
}
