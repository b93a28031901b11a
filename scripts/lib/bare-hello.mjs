// The reference the API figures are divided by: a bare Fastify 5 hello-world, the most any route of a
// Fastify server can answer on this machine at that moment. Run as its own process (PORT) by bench-api.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
