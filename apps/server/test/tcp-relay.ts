import net from 'node:net';

/**
 * A TCP relay in front of a real PostgreSQL: `cut()` stops it (listener closed, every connection
 * through it destroyed), so for the app behind it the database is down, exactly as a stopped
 * server or a cut network looks (refused connections, lost sockets); `restore()` listens again on
 * the same port. The database itself, shared with the other tests, keeps running.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  async function listen(): Promise<void> {
    const next = net.createServer((client) => {
      const upstream = net.connect(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as net.AddressInfo).port;
    server = next;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    async cut(): Promise<void> {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    restore: listen,
    close(): Promise<void> {
      return this.cut();
    },
  };
}
