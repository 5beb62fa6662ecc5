import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { LocalStackError, portNames, type PortName } from '../config';

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

/**
 * Where the kernel takes the local ports of outgoing connections. A listening port picked
 * there can be taken by one of our own clients (the SDK's sockets to dynalite, say) between
 * the pick and the bind, so free ports are picked below or above it.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return [low, high];
  } catch {
    // Not Linux: the IANA dynamic range is the usual one.
  }
  return [49152, 65535];
}

const lowestPort = 10_000;
/** Ports this process has handed out already: two picks before the first bind never coincide. */
const handedOut = new Set<number>();

function randomListeningPort(): number {
  const [low, high] = ephemeralRange();
  const below = Math.max(0, low - lowestPort);
  const above = Math.max(0, 65_535 - high);
  const pick = Math.floor(Math.random() * (below + above));
  return pick < below ? lowestPort + pick : high + 1 + (pick - below);
}

/**
 * A free port outside the ephemeral range, never the same twice in one process; tests use it
 * to run beside a developer's `npm start` and beside each other.
 */
export async function findFreePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = randomListeningPort();
    if (handedOut.has(port) || !(await isPortFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new LocalStackError('No free TCP port found outside the ephemeral range.');
}

/** A free port for each of the stack's listeners: a stack of a test's own (the browser tests', the demo's). */
export async function findFreeStackPorts(): Promise<Record<PortName, number>> {
  const ports: Partial<Record<PortName, number>> = {};
  for (const name of Object.keys(portNames) as PortName[]) ports[name] = await findFreePort();
  return ports as Record<PortName, number>;
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
