// The yardstick for bench/track-load.ts: Fastify with nothing on it, one JSON route, in its own
// process so it gets the same share of the machine the real server gets.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: true, port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
