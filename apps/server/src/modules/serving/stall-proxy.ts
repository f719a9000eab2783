import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * Test helper: a TCP proxy in front of PostgreSQL that can stall, i.e. stop forwarding in both
 * directions while keeping every connection open, as a hung network or a frozen server would.
 * Bytes and closes that arrive during a stall are held and delivered, in order, when it ends.
 */
export interface StallProxy {
  /** Port on 127.0.0.1. */
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

interface Leg {
  to: Socket;
  held: (Buffer | 'end')[];
}

export async function startStallProxy(upstreamPort: number, upstreamHost = '127.0.0.1'): Promise<StallProxy> {
  let stalled = false;
  const legs = new Set<Leg>();
  const sockets = new Set<Socket>();

  const deliver = (leg: Leg, chunk: Buffer | 'end') => {
    if (stalled) return void leg.held.push(chunk);
    if (chunk === 'end') leg.to.end();
    else if (!leg.to.destroyed) leg.to.write(chunk);
  };
  const forward = (from: Socket, to: Socket) => {
    const leg: Leg = { to, held: [] };
    legs.add(leg);
    from.on('data', (chunk) => deliver(leg, chunk));
    from.on('end', () => deliver(leg, 'end'));
    from.on('close', () => deliver(leg, 'end'));
  };

  const server: Server = createServer((client) => {
    const upstream = connect(upstreamPort, upstreamHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined); // the other leg is ended by 'close'
      s.on('close', () => sockets.delete(s));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const leg of legs) for (const chunk of leg.held.splice(0)) deliver(leg, chunk);
    },
    close: async () => {
      stalled = false;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
