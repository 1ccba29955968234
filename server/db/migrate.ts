/**
 * `npm run db:migrate`: applies the migrations the database lacks (the server also does at every
 * start), to the Postgres at DATABASE_URL or to the embedded database in SELERA_DATA_DIR (which no
 * running server may hold: the folder's lock says so).
 */
import { join } from 'node:path'
import { readConfig } from '../config'
import { lockDataDir } from '../data-dir'
import { openEmbedded, openPostgres } from './connect'

const config = readConfig(process.env)
const lock = config.databaseUrl ? null : lockDataDir(config.dataDir)
const database = config.databaseUrl ? openPostgres(config.databaseUrl, 1) : await openEmbedded(join(config.dataDir, 'db'))
try {
  const before = await database.pendingMigrations()
  await database.migrate()
  process.stdout.write(before === 0 ? 'The database is up to date.\n' : `Applied ${before} migration(s); the database is up to date.\n`)
} finally {
  await database.close()
  lock?.release()
}
