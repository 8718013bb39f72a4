import { controlCharactersMessage, refineRequestText } from '@trusty/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

const isPassword = (field: string) => /password/i.test(field);

/**
 * Every query, route parameter and parsed body passes `refineRequestText` once, after its
 * route's own schema (whose messages name the field better, where it has a rule of its own); passwords are
 * taken as typed, since they are hashed and never stored:
 * a control character anywhere is a 400, never a database error. Bodies a route reads as a file
 * (a rules CSV, a multipart upload) are checked by their readers.
 */
export const plainTextInput = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const body = request.routeOptions.config.formBody ? undefined : request.body;
    for (const value of [request.query, request.params, body]) {
      const found = refineRequestText(value, isPassword);
      if (found) throw badRequest(controlCharactersMessage(found.field));
    }
  });
});
