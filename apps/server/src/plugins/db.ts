import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export default fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
});
