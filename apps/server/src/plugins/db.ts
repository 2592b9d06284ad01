import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

// The database is opened (and migrated) by the caller of buildApp, so tests and the server share one path; the app closes it.
export default fp<{ database: Database; closeDatabase: boolean }>(
  async (app, { database, closeDatabase }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (closeDatabase) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
