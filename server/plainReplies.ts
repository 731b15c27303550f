/**
 * The site's own plain-text replies to requests Fastify or Node would otherwise answer themselves:
 * with a JSON body that names the framework and repeats the request, and without the security
 * headers every other response carries. Three ways in: a path the router cannot decode ("/%ff",
 * Fastify's frameworkErrors), a request Node cannot parse (a space in the target, a header line
 * without a colon, headers over 16 KB: Fastify's clientErrorHandler, on the bare socket), and an
 * error outside the lead API (the site's error handler, server/site/routes.ts). And the answers Node
 * itself gives (or does not give): a missing or doubled Host, an unknown Expect, CONNECT.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security';

/** "400 Bad Request" as a short text: the status line's words, nothing from the request. */
function plainBody(status: number): string {
  return `${STATUS_CODES[status] ?? 'Error'}\n`;
}

/** An error Fastify raised while handling a request: its 4xx status, or 500 (logged). */
export function replyPlainError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(plainBody(status));
}

/**
 * Fastify's frameworkErrors: a path that cannot be decoded (FST_ERR_BAD_URL) or a route parameter
 * over its length. These requests skip every hook, helmet's included, so the headers are set here.
 */
export function replyFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .code(status)
    .headers(securityHeaders)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(plainBody(status));
}

/**
 * Fastify's clientErrorHandler: Node could not parse the request (or it timed out), so there is no
 * request object, only the socket. The statuses are Fastify's own (408 timeout, 431 headers too
 * large, else 400); the reply is written by hand and the socket closed.
 */
export function replyClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection, or one already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  this.log.trace({ err: error }, `client error ${status}`);
  // A response already begun on this socket (a pipelined request before the bad one) must not be cut
  // into with another status line.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!current?.headersSent) writePlainReply(socket, status);
  socket.destroy(error);
}

/** Writes a whole plain answer, security headers included, on a bare socket and ends it. */
function writePlainReply(socket: Socket, status: number, extraHeaders: Record<string, string> = {}): void {
  if (!socket.writable) return;
  const body = plainBody(status);
  const headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...extraHeaders,
    ...securityHeaders,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/**
 * The answers Node's HTTP server would otherwise give itself, bare (no security headers) or not at
 * all: an `Expect` it does not know (417), and CONNECT, which it drops without a word (405: this
 * site is no proxy). The Host checks are Node's to skip (`requireHostHeader: false`) and
 * refuseBadHost's to make, with the site's headers.
 */
export function answerNodesOwnRequests(server: Server): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = plainBody(417);
    response.writeHead(417, {
      ...securityHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    response.end(body);
  });
  server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    writePlainReply(socket, 405, { Allow: 'GET, HEAD, POST' });
    socket.destroySoon();
  });
}

/**
 * An onRequest hook: an HTTP/1.1 request must name its host exactly once (RFC 9112 §3.2: 400 without
 * it or with two), so that nothing downstream reads a host the request did not clearly give.
 */
export function refuseBadHost(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const raw = request.raw.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'host') hosts += 1;
  if (hosts > 1 || (hosts === 0 && request.raw.httpVersion !== '1.0')) {
    reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .header('Connection', 'close')
      .type('text/plain; charset=utf-8')
      .send(plainBody(400));
    return;
  }
  done();
}
