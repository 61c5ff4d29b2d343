import { once } from 'node:events';
import net from 'node:net';

// A TCP front on a port of its own before a peer (the SMTP server, an SMS provider), for the fault
// suite: it passes connections through, or makes the peer refuse them (nothing listens on the port)
// or time out (the connection is taken and never answered). The app is given the front's port.
//
// A change of mode meets each open connection between exchanges, as a peer that starts refusing
// does: an exchange under way (the client spoke, the peer has not answered yet) is let finish, and
// the connection is closed once the answer has passed. Cutting it in the middle would be a fault of
// its own, one no client can resolve: the peer took the message and the answer was lost, so the
// app must either send it again or drop it (decision 007 sends it again, a rare duplicate rather
// than a lost message). CI's fault run of 2026-12-01 met exactly that once ("sent twice: 1") when
// the SMTP or SMS connection was cut at the switch to "timing out".
//
// "Between exchanges" is: nothing unanswered, and no byte either way for a short while. Cutting at
// the first answer was not enough: an SMTP client pipelines (MAIL FROM and RCPT TO in one write),
// the first answer is not the last, and the peer then wrote to a closed connection.

export type FrontMode = 'pass' | 'refuse' | 'timeout';

export interface FaultFront {
  port: number;
  mode: FrontMode;
  /**
   * Changes how new connections are met. Connections open now are closed once idle (at once if the
   * client is not waiting on an answer), so the next send meets the new mode.
   */
  setMode(mode: FrontMode): Promise<void>;
  close(): Promise<void>;
}

/** An exchange not answered this long after a mode change is cut anyway, so a test cannot hang on it. */
const answerWaitMs = 10_000;
/** How long a connection must be quiet, with nothing unanswered, before a mode change closes it. */
const quietMs = 150;

interface Link {
  client: net.Socket;
  upstream?: net.Socket;
  /** The client has sent bytes the peer has not answered yet. */
  awaitingAnswer: boolean;
  closing: boolean;
  /** While closing: cuts the connection once it has been quiet for `quietMs`. */
  quiet?: NodeJS.Timeout;
}

export async function startFaultFront(targetPort: number): Promise<FaultFront> {
  const links = new Set<Link>();
  const front: FaultFront = { port: 0, mode: 'pass', setMode: async () => {}, close: async () => {} };
  let server: net.Server | undefined;

  const cut = (link: Link) => {
    clearTimeout(link.quiet);
    links.delete(link);
    link.upstream?.destroy();
    // end(), not destroy(): the answer just written reaches the client before the connection closes.
    link.client.end();
    link.client.destroySoon();
  };
  /** While closing, each byte either way starts the quiet wait again. */
  const waitForQuiet = (link: Link) => {
    clearTimeout(link.quiet);
    link.quiet = setTimeout(() => {
      if (links.has(link) && !link.awaitingAnswer) cut(link);
    }, quietMs);
  };
  const closeWhenIdle = (link: Link) => {
    if (!link.upstream) return cut(link); // a "timing out" connection: nothing ever reached the peer
    link.closing = true;
    waitForQuiet(link);
    setTimeout(() => {
      if (links.has(link)) {
        clearTimeout(link.quiet);
        link.client.destroy();
        link.upstream?.destroy();
        links.delete(link);
      }
    }, answerWaitMs).unref();
  };

  const listen = async (port: number) => {
    const s = net.createServer((client) => {
      const link: Link = { client, awaitingAnswer: false, closing: false };
      links.add(link);
      client.on('error', () => {});
      client.on('close', () => {
        links.delete(link);
        link.upstream?.destroy();
      });
      if (front.mode === 'timeout') return; // taken, never answered
      const upstream = net.connect(targetPort, '127.0.0.1');
      link.upstream = upstream;
      upstream.on('error', () => {});
      upstream.on('close', () => {
        links.delete(link);
        client.destroySoon();
      });
      client.on('data', (chunk) => {
        if (!links.has(link)) return;
        link.awaitingAnswer = true;
        upstream.write(chunk);
        if (link.closing) waitForQuiet(link);
      });
      upstream.on('data', (chunk) => {
        client.write(chunk);
        link.awaitingAnswer = false;
        if (link.closing) waitForQuiet(link);
      });
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
  const closeAllWhenIdle = () => {
    for (const link of [...links]) closeWhenIdle(link);
  };

  front.port = await listen(0);
  front.setMode = async (mode) => {
    front.mode = mode;
    if (mode === 'refuse') {
      const closing = stopListening();
      closeAllWhenIdle();
      await closing;
      return;
    }
    closeAllWhenIdle();
    if (!server) await listen(front.port);
  };
  front.close = async () => {
    const closing = stopListening();
    for (const link of [...links]) {
      link.client.destroy();
      link.upstream?.destroy();
    }
    links.clear();
    await closing;
  };
  return front;
}
