import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-sales.ts',
    './src/db/schema-pos.ts',
    './src/db/schema-content.ts',
    './src/db/schema-mattress.ts',
    './src/db/schema-catalogue.ts',
    './src/db/schema-supply.ts',
  ],
  out: './src/db/migrations',
});
