import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChangePasswordSchema,
  ZCreatePasswordSchema,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZMessageSchema,
  ZResetPasswordSchema,
  ZTokenResponseSchema,
  ZValidateTokenResponseSchema,
  ZValidateTokenSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TPlatform } from '../../platform/platform.js';
import type { TServices } from '../../services.js';
import { FORGOT_PASSWORD_MESSAGE } from './password-reset.service.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import type { TIssuedSession } from './sessions.service.js';

type TAuthServices = Pick<TServices, 'sessions' | 'logins' | 'passwordResets' | 'invitations' | 'passwordChanges'>;

export function authRoutes(platform: TPlatform, services: TAuthServices): FastifyPluginAsyncZod {
  const { sessions, logins, passwordResets: resets, invitations, passwordChanges: passwords } = services;
  const publicUrlIsHttps = platform.config.PUBLIC_URL.startsWith('https:');
  // Behind a trusted proxy that terminated TLS, request.protocol reads its X-Forwarded-Proto.
  const isSecure = (request: FastifyRequest) => publicUrlIsHttps || request.protocol === 'https';
  const authLimit = { max: platform.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  return async (app) => {
    const answer = (request: FastifyRequest, reply: FastifyReply, session: TIssuedSession) => {
      setRefreshCookie(reply, session.refreshToken, { persistent: session.persistent, maxAgeSeconds: session.maxAgeSeconds, secure: isSecure(request) });
      return session.tokens;
    };

    app.post('/v1/auth/login', {
      config: { access: access.public, rateLimit: authLimit },
      schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: ZLoginSchema, response: { 200: ZTokenResponseSchema } },
      handler: async (request, reply) => answer(request, reply, await logins.login(request.body)),
    });

    app.post('/v1/auth/refresh', {
      config: { access: access.public, rateLimit: authLimit },
      schema: { tags: ['auth'], summary: 'Rotate the refresh cookie and get new tokens', response: { 200: ZTokenResponseSchema } },
      handler: async (request, reply) => answer(request, reply, await sessions.refresh(readRefreshCookie(request))),
    });

    app.post('/v1/auth/logout', {
      config: { access: access.public },
      schema: { tags: ['auth'], summary: 'End this sign-in (its refresh family)', response: { 204: z.null() } },
      handler: async (request, reply) => {
        await sessions.end(readRefreshCookie(request));
        clearRefreshCookie(reply, isSecure(request));
        return reply.status(204).send(null);
      },
    });

    app.post('/v1/auth/logout-all', {
      config: { access: access.signedIn, rateLimit: authLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every sign-in of the caller ends, access tokens on their next request',
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await sessions.endAllOf(actorOf(request).userId);
        clearRefreshCookie(reply, isSecure(request));
        return reply.status(204).send(null);
      },
    });

    app.post('/v1/auth/forgot-password', {
      config: { access: access.public, rateLimit: authLimit },
      schema: { tags: ['auth'], summary: 'Mail a password-reset code', body: ZForgotPasswordSchema, response: { 202: ZMessageSchema } },
      handler: async (request, reply) => {
        // Answered before any look-up: a real account and an unknown one take the same time.
        await reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
        void resets.requestCode(request.body).catch((err: unknown) => request.log.error({ err }, 'password reset request failed'));
        return reply;
      },
    });

    app.post('/v1/auth/reset-password', {
      config: { access: access.public, rateLimit: authLimit },
      schema: { tags: ['auth'], summary: 'Set a new password with the mailed code', body: ZResetPasswordSchema, response: { 200: ZMessageSchema } },
      handler: async (request) => {
        await resets.reset(request.body);
        return { message: 'Your password has been reset. Sign in with your new password.' };
      },
    });

    app.post('/v1/auth/change-password', {
      config: { access: access.signedIn, rateLimit: authLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change one’s own password; other sessions end',
        body: ZChangePasswordSchema,
        response: { 200: ZTokenResponseSchema },
      },
      handler: async (request, reply) => answer(request, reply, await passwords.change(actorOf(request), request.body, readRefreshCookie(request))),
    });

    app.post('/v1/users/validate-token', {
      config: { access: access.public, rateLimit: authLimit },
      schema: { tags: ['auth'], summary: 'Check an invitation link', body: ZValidateTokenSchema, response: { 200: ZValidateTokenResponseSchema } },
      handler: async (request) => invitations.validate(request.body.token),
    });

    app.post('/v1/users/create-password', {
      config: { access: access.public, rateLimit: authLimit },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: create the password and sign in',
        body: ZCreatePasswordSchema,
        response: { 200: ZTokenResponseSchema },
      },
      handler: async (request, reply) => answer(request, reply, await invitations.accept(request.body.token, request.body.password)),
    });
  };
}
