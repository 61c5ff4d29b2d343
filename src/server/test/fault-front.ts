import { once } from 'node:events';
import net from 'node:net';

// A TCP front on a port of its own before a peer (the SMTP server, an SMS provider), for the fault
// suite: it passes connections through, or makes the peer refuse them (nothing listens on the port)
// or time out (the connection is taken and never answered). The app is given the front's port.

export type FrontMode = 'pass' | 'refuse' | 'timeout';

export interface FaultFront {
  port: number;
  mode: FrontMode;
  /** Changes how new connections are met; connections open now are dropped, so the next send meets the new mode. */
  setMode(mode: FrontMode): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultFront(targetPort: number): Promise<FaultFront> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const front: FaultFront = { port: 0, mode: 'pass', setMode: async () => {}, close: async () => {} };
  let server: net.Server | undefined;
  const listen = async (port: number) => {
    const s = net.createServer((socket) => {
      track(socket);
      if (front.mode === 'timeout') return; // taken, never answered
      const upstream = net.connect(targetPort, '127.0.0.1');
      track(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
    });
    s.listen(port, '127.0.0.1');
    await once(s, 'listening');
    server = s;
    return (s.address() as net.AddressInfo).port;
  };
  const stopListening = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  front.port = await listen(0);
  front.setMode = async (mode) => {
    front.mode = mode;
    if (mode === 'refuse') {
      const closing = stopListening();
      dropAll();
      await closing;
      return;
    }
    dropAll();
    if (!server) await listen(front.port);
  };
  front.close = async () => {
    const closing = stopListening();
    dropAll();
    await closing;
  };
  return front;
}
