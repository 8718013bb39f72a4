import { ErrorCode } from '@trusty/contracts';

/** A failure the client should see as-is: status + code + human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: string = ErrorCode.validation) =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, ErrorCode.unauthorized, message);
export const forbidden = (message: string, code: string = ErrorCode.forbidden) =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found') => new AppError(404, ErrorCode.notFound, message);
export const conflict = (message: string, code: string = ErrorCode.conflict) =>
  new AppError(409, code, message);

/** 402: the call needs more credits than the user has; nothing was charged. */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(
      402,
      ErrorCode.insufficientCredits,
      `Not enough credits: ${needed} needed, ${available} available.`,
      { needed, available },
    );
  }
}

/**
 * 503 for a database that is down, frozen or refusing connections: nothing the client did is
 * wrong, and the same call may succeed after Retry-After seconds.
 */
export const databaseUnavailable = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
  retryAfterSeconds: 5,
} as const;

/**
 * 503 when this instance is too busy to answer soon (load shedding): the same code as a
 * database outage, since the client does the same thing, waits Retry-After and tries again.
 */
export const serviceBusy = (retryAfterSeconds: number) =>
  new AppError(
    503,
    databaseUnavailable.code,
    'Trusty is busy right now. Please try again in a few seconds.',
    { retryAfterSeconds },
  );
