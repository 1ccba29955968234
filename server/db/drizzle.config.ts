/** drizzle-kit's settings: `npm run db:generate` writes the SQL migration of a change to server/db/schema. */
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  entities: { roles: true },
})
