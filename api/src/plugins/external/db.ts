// The database: opened (and locked, for PGlite), migrated and seeded before any route runs.
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseConnection } from '../../db/client';
import { seedDatabase } from '../../demo/seed';
import { refreshProfileClock, upgradePortraitKeys } from '../../demo/seed-profiles';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The database through connections that plan named statements once (db/client.ts). */
    genericPlansDb: Database;
    /** The raw connection under `db`, for the job scheduler's own SQL (jobs/). */
    dbConnection: DatabaseConnection;
  }
}

export default fp(
  async (app) => {
    const { databaseUrl, dataDir, pgliteTemplate } = app.config;
    const handle = await openDatabase({
      databaseUrl,
      dataDir,
      pgliteTemplate,
      onLockCompromised: (error) => app.log.error({ err: error }, 'lost the lock on the database folder'),
    });
    app.addHook('onClose', () => handle.close());
    await handle.migrate();
    const seedStarted = performance.now();
    if (
      await seedDatabase(handle.db, {
        perBrand: app.config.seedProfilesPerBrand,
        now: app.clock(),
        demoAccounts: app.config.seedDemoAccounts,
      })
    ) {
      const ms = Math.round(performance.now() - seedStarted);
      app.log.info(
        { ms, profilesPerBrand: app.config.seedProfilesPerBrand },
        'seeded the empty database with demo brands, accounts and profiles',
      );
    }
    const upgraded = await upgradePortraitKeys(handle.db, app.clock());
    if (upgraded > 0) app.log.info({ photos: upgraded }, "gave the profiles' photos the current portrait keys");
    const movedMs = await refreshProfileClock(handle.db, app.clock());
    if (movedMs > 0) app.log.info({ hours: Math.round(movedMs / 3_600_000) }, "moved the profiles' activity dates forward to now");
    app.log.info({ database: handle.kind === 'pglite' ? `pglite ${dataDir}` : 'postgresql' }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate('genericPlansDb', handle.genericPlansDb);
    app.decorate<DatabaseConnection>('dbConnection', handle.connection);
  },
  { name: 'db', dependencies: ['config'] },
);
