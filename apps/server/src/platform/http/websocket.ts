import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/**
 * WebSocket routes (`{ websocket: true }`): the signal devices' ingest and the message socket.
 * Registered once for the whole app: each registration would answer every upgrade request again.
 * The payload limit is the largest any route needs (a device frame); a route whose messages are
 * smaller refuses bigger ones itself (messages/socket.ts).
 */
export function registerWebSockets(app: FastifyInstance): void {
  void app.register(websocket, { options: { maxPayload: 256 * 1024 } });
}
