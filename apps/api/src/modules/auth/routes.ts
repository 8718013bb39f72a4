import {
  authSessionSchema,
  ErrorCode,
  resendCooldownMessage,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { AuthDeps } from './auth-deps';
import { claimResendCooldown, sendFreshVerification, verifyEmail } from './email-verification';
import { currentAuth, requireAuth } from './guards';
import { createLoginThrottle, signInRetryMessage } from './login-throttle';
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset, resetPassword } from './password-reset';
import { AUTH_LIMITS, perIpLimit } from './rate-limits';
import { InvalidCredentialsError, login, register, updateProfile } from './service';
import {
  clearSessionCookie,
  DEVICE_COOKIE,
  setDeviceCookie,
  setSessionCookie,
} from './session-cookie';
import { tellOwnerOfAttack } from './sign-in-attack-mail';
import { revokeSession, toPublicUser } from './sessions';

const sessionReply = z.object({ success: z.literal(true), data: authSessionSchema });
const userReply = z.object({ success: z.literal(true), data: userSchema });
const messageReply = z.object({ success: z.literal(true), message: z.string() });

const VERIFIED_MESSAGE = 'Your email address has been verified.';
const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';
const RESEND_MESSAGE =
  'If the account exists and is not verified yet, a new verification email is on its way.';
const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailJobs = createBackgroundTasks(app.log);
  // Runs before the root's onClose closes the mailer and the database.
  app.addHook('onClose', () => mailJobs.drain());
  const deps: AuthDeps = {
    db: app.db,
    config: app.config,
    sendMail: (message) =>
      mailJobs.run(`mail "${message.subject}"`, () => app.mailer.send(message)),
  };
  // Off with RATE_LIMITS=false, like every other limit.
  const loginThrottle = app.config.rateLimits
    ? createLoginThrottle(app.sharedCounters, AUTH_LIMITS.loginFailures)
    : undefined;

  app.post(
    '/register',
    {
      schema: { body: registerSchema, response: { 201: sessionReply } },
      config: perIpLimit(app.config, AUTH_LIMITS.registerPerIp),
    },
    async (request, reply) => {
      // The same answer whether or not the address had an account (see register).
      const signedIn = await register(deps, request.body);
      setSessionCookie(reply, signedIn.token);
      return reply.code(201).send({ success: true as const, data: signedIn });
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginSchema, response: { 200: sessionReply } },
      config: perIpLimit(app.config, AUTH_LIMITS.loginPerIp),
    },
    async (request, reply) => {
      const { email } = request.body;
      const device = request.cookies[DEVICE_COOKIE];
      const wait = (await loginThrottle?.retryAfterSeconds(email, request.ip, device)) ?? 0;
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw new AppError(429, ErrorCode.rateLimited, signInRetryMessage(wait));
      }
      const signedIn = await login(app.db, request.body).catch(async (error: unknown) => {
        if (error instanceof InvalidCredentialsError && loginThrottle) {
          const { ceilingReached } = await loginThrottle.recordFailure(email, request.ip);
          if (ceilingReached)
            mailJobs.run('sign-in attack notice', () => tellOwnerOfAttack(deps, email));
        }
        throw error;
      });
      if (loginThrottle) {
        await loginThrottle.recordSuccess(email, request.ip);
        const known = await loginThrottle.rememberDevice(email);
        setDeviceCookie(reply, known, AUTH_LIMITS.loginFailures.deviceMs);
      }
      setSessionCookie(reply, signedIn.token);
      return { success: true as const, data: signedIn };
    },
  );

  // Succeeds without a session too: the client clears its state whatever happens.
  app.post('/logout', { schema: { response: { 200: messageReply } } }, async (request, reply) => {
    if (request.auth?.sessionId) await revokeSession(app.db, request.auth.sessionId);
    clearSessionCookie(reply);
    return { success: true as const, message: 'Logged out' };
  });

  app.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: messageReply } },
      config: perIpLimit(app.config, AUTH_LIMITS.forgotPasswordPerIp),
    },
    async (request) => {
      // After the answer, like the mail itself: the work for a known address (a row lock, a
      // token) must not make its answer slower than an unknown address's. setImmediate lets
      // the answer be written first; embedded PGlite would otherwise run the queries on this
      // thread before it.
      const { email } = request.body;
      mailJobs.run('password reset request', async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await requestPasswordReset(deps, email);
      });
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: messageReply } },
      config: perIpLimit(app.config, AUTH_LIMITS.resetPasswordPerIp),
    },
    async (request) => {
      const { email } = await resetPassword(deps, request.body);
      await loginThrottle?.clearEmail(email);
      return { success: true as const, message: RESET_DONE_MESSAGE };
    },
  );

  app.post(
    '/verify-email',
    {
      schema: { body: verifyEmailRequestSchema, response: { 200: messageReply } },
      config: perIpLimit(app.config, AUTH_LIMITS.resendVerificationPerIp, (request) =>
        isResend(request.body),
      ),
    },
    async (request, reply) => {
      const { email, token, resend } = request.body;
      // Validation guarantees a token whenever this is not a resend.
      if (resend === true || token === undefined) {
        const wait = await claimResendCooldown(deps, email);
        if (wait > 0) {
          reply.header('retry-after', wait);
          throw new AppError(429, ErrorCode.resendCooldown, resendCooldownMessage(wait), {
            retryAfterSeconds: wait,
          });
        }
        // The account's work after the answer, as forgot-password's (its comment says why).
        mailJobs.run('verification resend', async () => {
          await new Promise((resolve) => setImmediate(resolve));
          await sendFreshVerification(deps, email);
        });
        return { success: true as const, message: RESEND_MESSAGE };
      }
      const outcome = await verifyEmail(deps, { token, email });
      return {
        success: true as const,
        message: outcome === 'verified' ? VERIFIED_MESSAGE : ALREADY_VERIFIED_MESSAGE,
      };
    },
  );

  app.get(
    '/me',
    { preHandler: requireAuth, schema: { response: { 200: userReply } } },
    async (request) => {
      return { success: true as const, data: toPublicUser(currentAuth(request).user) };
    },
  );

  app.put(
    '/me',
    {
      preHandler: requireAuth,
      schema: { body: updateProfileSchema, response: { 200: userReply } },
    },
    async (request) => {
      const user = await updateProfile(app.db, currentAuth(request).user.id, request.body);
      return { success: true as const, data: user };
    },
  );
};

function isResend(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { resend?: unknown }).resend === true
  );
}
