// The ceiling: a bare Fastify JSON route on the same machine, measured in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true }));
app.post('/bare', async () => ({ success: true }));
await app.listen({ port: Number(process.env.PORT ?? 3301), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
