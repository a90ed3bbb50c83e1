import { MSG } from '@app/shared';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizeAnswer } from './locale.ts';

/** A loop busy this share of a sample interval is saturated: shedding keeps answers quick. */
export const MAX_EVENT_LOOP_UTILIZATION = 0.98;

/** Under overload the server sheds load with 503 at once rather than letting requests time out. */
export default fp(async (app: FastifyInstance) => {
  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    maxEventLoopUtilization: MAX_EVENT_LOOP_UTILIZATION,
    retryAfter: 10,
    pressureHandler: (req, reply) => {
      reply
        .code(503)
        .header('Retry-After', '10')
        .send({ status: 'error', ...localizeAnswer(req, { message: MSG.unavailable }) });
    },
  });
});
