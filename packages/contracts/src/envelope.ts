import { z } from 'zod';

/** Failure envelope of every API error (ARCHITECTURE.md "Envelope"). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

/** Machine-readable error codes the API answers with. */
export const ErrorCode = {
  validation: 'VALIDATION_ERROR',
  badJson: 'INVALID_JSON',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  conflict: 'CONFLICT',
  emailTaken: 'EMAIL_TAKEN',
  invalidToken: 'INVALID_TOKEN',
  insufficientCredits: 'INSUFFICIENT_CREDITS',
  rateLimited: 'RATE_LIMITED',
  /** A verification mail went to the address too recently; the body says `retryAfterSeconds`. */
  resendCooldown: 'RESEND_COOLDOWN',
  invalidFile: 'INVALID_FILE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
