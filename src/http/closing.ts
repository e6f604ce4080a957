// Closing the server without dropping a request: on SIGTERM (src/server.ts) every connection with no
// request in progress goes at once, and every other one as soon as its answer has been sent.
//
// Why not leave it to Node and Fastify: server.close() ends only the keep-alive connections that
// have already finished a request. A connection opened but not yet used (browsers open spare ones
// ahead of need) counts as busy to Node, is never timed out once the server closes, and held close()
// until src/server.ts's forced exit 10 s later. Fastify's forceCloseConnections: true would end
// those, but with them every request still in flight.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  const connections = new Set<Socket>();
  /** Connections with a request whose answer has not been sent yet, and how many (pipelining). */
  const answering = new Map<Socket, number>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
      answering.delete(socket);
    });
  });

  app.server.on('request', (req, res) => {
    const socket = req.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) answering.set(socket, left);
      else answering.delete(socket);
      // The answer is on its way; the client opens a new connection to another instance for the next.
      if (closing && left <= 0) socket.end();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of connections) if (!answering.has(socket)) socket.destroy();
  });
}
