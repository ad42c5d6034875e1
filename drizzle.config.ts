import { defineConfig } from 'drizzle-kit';

// Migrations are generated from api/db/schema.ts and applied by the server at start (DESIGN D6).
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
