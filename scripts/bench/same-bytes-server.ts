// A bare Fastify server (no plugins, no hooks) that answers each path with bytes captured from
// the store: the physical limit a cached answer of the same size can reach on this machine.
// Run by same-bytes.ts as its own process, as the store is; the answers come in a JSON file.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface Answer {
  path: string;
  headers: Record<string, string>;
  bodyBase64: string;
}

const [file, port] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file!, 'utf8')) as Answer[];
const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app.get(answer.path, (_req, reply) => {
    void reply.headers(answer.headers).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
