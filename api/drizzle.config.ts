import { defineConfig } from 'drizzle-kit';

// One migration set for embedded PGlite and PostgreSQL; applied at start by src/db/client.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
