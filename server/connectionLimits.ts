/**
 * How long a client may take and how many sockets it may hold. Without these, a client that sends
 * "Content-Length: 500" and then 9 bytes keeps its socket (and a slot of the server) forever, and a
 * few hundred such sockets exhaust the process.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { trustedProxyPeer, type TrustProxySetting } from './trustProxy';

export interface ConnectionLimits {
  /** The whole request, headers and body, must have arrived within this (a stalled or dribbled body). */
  requestTimeoutMs: number;
  /** The request headers must have arrived within this (slowloris: a header byte every few seconds). */
  headersTimeoutMs: number;
  /** A socket on which nothing was received or sent for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive socket between two requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** Requests served on one socket before it is closed (a client reconnects, spreading long-lived sockets). */
  maxRequestsPerSocket: number;
  /** Open sockets in all; beyond it new ones are refused. */
  maxConnections: number;
  /**
   * Open sockets per client IP address, so one slow client cannot take the whole maxConnections.
   * Not applied to a trusted reverse proxy's own address (its sockets carry every client; it limits
   * each client itself), applied to every other address (capConnections).
   */
  maxConnectionsPerClient: number;
  /** How often Node checks the request and header timeouts (its default is 30 s, too coarse here). */
  checkIntervalMs: number;
  /**
   * Requests one socket may have in flight (received, answer not yet handed to the network). Beyond
   * it the socket is closed. Browsers never pipeline HTTP/1.1: they send a request after the answer
   * to the previous one, so they have one in flight. See limitPipelining.
   */
  maxPipelinedRequests: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  // A lead post is at most 32 KB: even a poor mobile link sends it in a few seconds.
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  idleTimeoutMs: 30_000,
  // Node's own default: long enough for a page's follow-up requests, short enough not to hoard sockets.
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1_000,
  maxConnections: 4_096,
  maxConnectionsPerClient: 128,
  checkIntervalMs: 1_000,
  // A few for HTTP clients that do pipeline; each unread answer to a page holds about 200 KB.
  maxPipelinedRequests: 4,
};

/** Fastify's own options for the timeouts (it passes `http` to Node's http.createServer). */
export function fastifyTimeoutOptions(limits: ConnectionLimits): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      // The server checks Host itself (plainReplies.ts), answering with the site's headers.
      requireHostHeader: false,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}

/**
 * Caps sockets in all and per client address. Behind a reverse proxy (TRUST_PROXY) the proxy's own
 * sockets carry every visitor, so a trusted proxy's address is not capped (the proxy caps each client
 * itself: deploy/nginx.conf's limit_conn); every other address still is, so a client that reaches the
 * server directly cannot take all its sockets.
 */
export function capConnections(server: Server, limits: ConnectionLimits, trustProxy: TrustProxySetting): void {
  server.maxConnections = limits.maxConnections;
  const isProxy = trustedProxyPeer(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (isProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** How much of a received chunk Node's HTTP parser is given at a time (see limitPipelining). */
const PARSE_SLICE_BYTES = 2_048;

/**
 * Bounds the requests in flight per socket. A client that writes 1,000 pipelined requests in one go
 * and reads none of the answers gets them all parsed at once (Node pauses reading only after the
 * chunk in hand), and every answer waits in memory for the client to read: about 200 MB per socket
 * for the contact page. Counting requests before Fastify sees them, and closing the socket at
 * `max + 1`, drops those answers instead. A socket that respects the bound is served as usual.
 *
 * Closing alone is not enough: Node would still parse the rest of the chunk (up to 64 KB, over a
 * thousand small requests) into request objects for nobody, which kept other visitors waiting over a
 * second when 20 sockets did it at once. So each chunk reaches the parser in slices of 2 KB, and the
 * slices after the socket was closed are dropped.
 */
export function limitPipelining(app: FastifyInstance, max: number): void {
  const server = app.server;
  const inFlight = new WeakMap<Socket, number>();

  // Node's HTTP server has attached its parser's 'data' listener by now (its own 'connection'
  // listener runs first). Adding ours makes Node hand the socket's bytes to listeners instead of
  // reading the socket natively, which is what it does whenever a 'data' listener is added.
  server.on('connection', (socket: Socket) => {
    const parsers = socket.listeners('data') as ((chunk: Buffer) => void)[];
    // Should a Node release feed its parser otherwise, leave the socket alone: the bound below still
    // closes it, only the rest of the chunk is parsed for nothing (server/pipelining.test.ts notices).
    if (parsers.length === 0) return;
    for (const parse of parsers) socket.removeListener('data', parse);
    socket.on('data', (chunk: Buffer) => {
      for (let offset = 0; offset < chunk.length; offset += PARSE_SLICE_BYTES) {
        if (socket.destroyed) return;
        // Node paused the socket (answers waiting to be read): keep the rest for when it resumes, as
        // Node would not be fed while paused.
        if (socket.isPaused()) {
          socket.unshift(chunk.subarray(offset));
          return;
        }
        const slice = chunk.subarray(offset, offset + PARSE_SLICE_BYTES);
        for (const parse of parsers) parse.call(socket, slice);
      }
    });
  });

  // Fastify's own listener, wrapped: a request on a socket closed for going over the bound (the
  // rest of its slice) costs nothing more, no Fastify request, no page rendered for nobody.
  const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    if (socket.destroyed) return;
    const count = (inFlight.get(socket) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    inFlight.set(socket, count);
    // 'close' follows 'finish' (the answer handed to the socket) or an aborted answer.
    response.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1));
    for (const handler of handlers) handler.call(server, request, response);
  });
}
