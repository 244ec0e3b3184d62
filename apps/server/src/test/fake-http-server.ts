import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake received it, for tests to look at. */
export interface RecordedRequest {
  method: string;
  /** Without the query. */
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The request's body, read to its end, as text. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A provider's stand-in for tests: an HTTP server on a free port of 127.0.0.1 that answers each
 * request with `handle`. The fake PayPal, Moyasar, Tabby and OTO extend it and speak their
 * provider's API; tests point the client at `url`.
 */
export abstract class FakeHttpServer {
  url = '';
  #server: Server | null = null;

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>;

  async start(): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  /** Closes the server, cutting any request still open (a 'hang' fault's). */
  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
