import type { FastifyInstance } from 'fastify';

/**
 * Issue 28: on close (SIGTERM, main.ts) the server stops accepting connections, and every answer
 * still on its way out says `Connection: close`, so a kept-alive connection ends with its last
 * request instead of idling until its keep-alive timeout and holding the shutdown up. Requests in
 * flight finish (Fastify waits for them; `forceCloseConnections: 'idle'` only drops idle sockets);
 * a request that arrives on an open connection after the close began gets Fastify's 503 with
 * `Connection: close`, which a load balancer retries elsewhere.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
