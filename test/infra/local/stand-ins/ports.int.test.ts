import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findFreePort, localHost } from '../../../../infra/local/stand-ins/ports';

function ephemeralRange(): [number, number] {
  const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  return [low ?? 0, high ?? 0];
}

describe('findFreePort', () => {
  it('hands out distinct ports that can be listened on, none where outgoing connections take theirs', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 40; i += 1) ports.push(await findFreePort());

    expect(new Set(ports).size).toBe(ports.length);
    const [low, high] = ephemeralRange();
    for (const port of ports) expect(port < low || port > high).toBe(true);

    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: ports[0], host: localHost, exclusive: true }, resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
