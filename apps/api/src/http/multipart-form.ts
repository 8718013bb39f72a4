import { AppError, badRequest } from './errors';

export const malformedFormMessage =
  'The form could not be read: send it as multipart/form-data, with its boundary, each part framed by it and the closing boundary at the end.';

/**
 * What the client sees of an error met while reading a multipart form: a malformed form (no
 * boundary, another boundary than the one declared, no closing boundary, a broken part header)
 * is the client's 400, not the parser's error surfacing as a 500. Our own refusals pass, and
 * @fastify/multipart's own 4xx (too many parts, a file too large) keep their meaning.
 */
export function formReadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { statusCode, code, message } = error as {
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return new AppError(
      statusCode,
      typeof code === 'string' ? code : 'BAD_REQUEST',
      typeof message === 'string' ? message : malformedFormMessage,
    );
  return badRequest(malformedFormMessage);
}
