/**
 * How long a client may take and how many sockets it may hold. Without these, a client that sends
 * "Content-Length: 500" and then 9 bytes keeps its socket (and a slot of the server) forever, and a
 * few hundred such sockets exhaust the process.
 */
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Socket } from 'node:net';

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
   * Not applied behind a reverse proxy (every socket then comes from the proxy, which limits clients itself).
   */
  maxConnectionsPerClient: number;
  /** How often Node checks the request and header timeouts (its default is 30 s, too coarse here). */
  checkIntervalMs: number;
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
};

/** Fastify's own options for the timeouts (it passes `http` to Node's http.createServer). */
export function fastifyTimeoutOptions(limits: ConnectionLimits): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}

/** Caps sockets in all and, unless behind a proxy, per client address. */
export function capConnections(server: Server, limits: ConnectionLimits, behindProxy: boolean): void {
  server.maxConnections = limits.maxConnections;
  if (behindProxy) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
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
