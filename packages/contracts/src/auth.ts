import { z } from 'zod';

/** Messages of spec §5, shared by the web forms and the API validation. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must not exceed 100 characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must not exceed 64 characters',
  passwordLength: 'Password must be between 8 and 64 characters long',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Please confirm your password',
  passwordsMustMatch: 'Passwords must match',
  resetPasswordMin: 'Password must be at least 6 characters',
  resetPasswordMix:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  tokenRequired: 'Token is required',
} as const;

export const EMAIL_MAX = 100;
export const PASSWORD_MAX = 64;
export const SIGNUP_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const NAME_MAX = 30;

/** Trimmed and lower-cased: two cases of one address are one account. */
export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(EMAIL_MAX, authMessages.emailTooLong)
  .email(authMessages.emailInvalid)
  .transform((value) => value.toLowerCase());

// Letters of any script, spaces, hyphens and apostrophes (straight and typographic).
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

export function personNameSchema(label: 'First Name' | 'Last Name') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(NAME_MIN, `${label} must be between ${NAME_MIN} and ${NAME_MAX} characters`)
    .max(NAME_MAX, `${label} must be between ${NAME_MIN} and ${NAME_MAX} characters`)
    .regex(NAME_PATTERN, `${label} can only contain letters, spaces, hyphens, and apostrophes`);
}

export const firstNameSchema = personNameSchema('First Name');
export const lastNameSchema = personNameSchema('Last Name');

export const loginPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX, authMessages.passwordTooLong);

export const signupPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(SIGNUP_PASSWORD_MIN, authMessages.passwordLength)
  .max(PASSWORD_MAX, authMessages.passwordLength)
  .regex(/[a-z]/, authMessages.passwordLower)
  .regex(/[A-Z]/, authMessages.passwordUpper)
  .regex(/[0-9]/, authMessages.passwordNumber)
  .regex(/[^A-Za-z0-9]/, authMessages.passwordSpecial);

export const resetPasswordValueSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(RESET_PASSWORD_MIN, authMessages.resetPasswordMin)
  .max(PASSWORD_MAX, authMessages.passwordTooLong)
  .refine(
    (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value),
    authMessages.resetPasswordMix,
  );

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginInput = z.input<typeof loginSchema>;

/** POST /auth/register (spec §3 signup input). */
export const registerSchema = z.object({
  email: emailSchema,
  password: signupPasswordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** A form's second typing of the password: required, and it must repeat the first. */
const confirmPasswordSchema = z
  .string({ error: authMessages.confirmRequired })
  .min(1, authMessages.confirmRequired);
const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const passwordsMismatch = { message: authMessages.passwordsMustMatch, path: ['confirmPassword'] };

/** The signup form adds confirmPassword on top of the register payload. */
export const signupFormSchema = registerSchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsMismatch);
export type SignupFormValues = z.input<typeof signupFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const tokenSchema = z
  .string({ error: authMessages.tokenRequired })
  .trim()
  .min(1, authMessages.tokenRequired)
  .max(200, authMessages.tokenRequired);

/** POST /auth/reset-password: token, password, and email when present (spec §7). */
export const resetPasswordSchema = z.object({
  token: tokenSchema,
  email: emailSchema.optional(),
  password: resetPasswordValueSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: resetPasswordValueSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, passwordsMismatch);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** POST /auth/verify-email: either {token, email} to verify, or {email, resend: true}. */
export const verifyEmailSchema = z.union([
  z.object({ email: emailSchema, resend: z.literal(true) }),
  z.object({ token: tokenSchema, email: emailSchema }),
]);
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** PUT /auth/me */
export const updateProfileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** What the API returns for a user: never hashes or tokens. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const AUTH_COOKIE = 'trusty_access_token';
export const SESSION_DAYS = 7;
export const RESEND_COOLDOWN_SECONDS = 60;

/** 429 of a resend inside the cooldown; the same for any address, with an account or not. */
export const resendCooldownMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another verification email.`;

/** Failure body of that 429: the web starts its countdown from it. */
export const resendCooldownSchema = z.object({
  error: z.literal('RESEND_COOLDOWN'),
  retryAfterSeconds: z.number().int().positive(),
});

/**
 * POST /auth/verify-email as the API validates it: the same two calls as verifyEmailSchema, as
 * one object so a missing field gets its own message instead of the union's "Invalid input".
 */
export const verifyEmailRequestSchema = z
  .object({ email: emailSchema, token: tokenSchema.optional(), resend: z.boolean().optional() })
  .refine((v) => v.resend === true || v.token !== undefined, {
    message: authMessages.tokenRequired,
    path: ['token'],
  });

/** data of POST /auth/login and /auth/register. */
export const authSessionSchema = z.object({ user: userSchema, token: z.string() });
export type AuthSession = z.infer<typeof authSessionSchema>;
