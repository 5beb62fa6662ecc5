import type { Server } from 'node:http';
import { localHost } from './ports';

/** Listens on the loopback interface; rejects (EADDRINUSE and the like) instead of crashing. */
export function listen(server: Server, port: number, host = localHost): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Stops a server for good: `close()` alone waits for idle keep-alive sockets (a browser's,
 * the SDK's), which would keep the port busy after Ctrl-C.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
