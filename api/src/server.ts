// Starts the API: reads the environment, builds the app, listens. Nothing else lives here.
import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseFolderInUseError } from './db/pglite-lock';
import { closeGracefully } from './shutdown';

function fail(message: string): never {
  console.error(`heartline api: ${message}`);
  process.exit(1);
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail((error as Error).message);
  }

  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof DatabaseFolderInUseError) fail(error.message);
    fail(`could not start: ${(error as Error).message}`);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`port ${config.port} on ${config.host} is already in use (is another API running?); set PORT to use another one`);
    }
    fail(`could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      closeGracefully(app).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

await start();
