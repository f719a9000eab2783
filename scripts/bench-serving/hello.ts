/**
 * The benchmark's baseline (docs/serving-scale.md "What is measured where"): a bare Fastify app with one hello-world route, run as its own
 * process on the same machine. PORT from the environment; prints "listening" when ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
