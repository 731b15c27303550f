/**
 * The error handler's table: each status Fastify raises before a lead route runs gets its own message
 * for the visitor, and a 5xx never shows the error's own text.
 */
import { errorMessage, messages } from './replies';

describe('errorMessage', () => {
  it.each([
    [429, 'FST_ERR_RATE_LIMIT', messages.rateLimited],
    [413, 'FST_ERR_CTP_BODY_TOO_LARGE', messages.tooLarge],
    [415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', messages.mediaType],
    [400, 'FST_ERR_CTP_EMPTY_JSON_BODY', messages.empty],
    [400, 'FST_ERR_CTP_INVALID_CONTENT_LENGTH', messages.malformed],
    [500, 'SOME_BUG', messages.server],
    [503, undefined, messages.server],
  ])('status %i (%s)', (status, code, expected) =>
    expect(errorMessage(status, { code: code as string, message: 'internal detail' })).toBe(expected),
  );

  it('passes any other 4xx message through', () =>
    expect(errorMessage(404, { code: 'FST_ERR_NOT_FOUND', message: 'Route not found' })).toBe('Route not found'));
});
