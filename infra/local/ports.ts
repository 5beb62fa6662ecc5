import { createServer } from 'node:net';
import { LocalStackError } from './config';

/** Every local server binds the loopback interface only: nothing is exposed to the network. */
export const localHost = '127.0.0.1';

function canBind(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    // Only "in use" means taken; a host this machine lacks (no IPv6) cannot hold the port.
    probe.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code !== 'EADDRINUSE' && error.code !== 'EACCES'),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Whether a TCP port is free on both loopback addresses: a server on `::1` alone (Vite's
 * default for "localhost") would otherwise answer http://localhost:PORT instead of ours.
 */
export async function isPortFree(port: number): Promise<boolean> {
  return (await canBind(port, localHost)) && (await canBind(port, '::1'));
}

/** A port the system just handed out; tests use it to run beside a developer's `npm start`. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: localHost }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export class PortInUseError extends LocalStackError {}

/**
 * Fails with a message that names the port, what it is for and the variable that moves it,
 * instead of the emulator's own EADDRINUSE stack trace half-way through start-up.
 */
export async function assertPortFree(port: number, name: string, variable?: string): Promise<void> {
  if (await isPortFree(port)) return;
  const move = variable ? ` or set ${variable}` : '';
  throw new PortInUseError(`Port ${port} (${name}) is already in use. Stop the other process${move}.`);
}

/** Polls until nothing listens on the port any more (a stopped server's socket is gone). */
export async function waitForPortFree(port: number, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortFree(port)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
