/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file>`: the database the server's
 * settings name (the Postgres at DATABASE_URL, else the embedded one in SELERA_DATA_DIR, which no
 * running server may hold: the folder's lock says so) written to a SQL file, or a SQL file loaded
 * into it while it is still empty (./backup.ts). The default file is
 * `selera-backup-<date and time>.sql` in the current folder.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readConfig } from '../config'
import { lockDataDir } from '../data-dir'
import { dumpDatabase, restoreDatabase, RestoreRefused, type DatabaseLocation } from './backup'

const [action, file] = process.argv.slice(2)
const config = readConfig(process.env)
const location: DatabaseLocation = config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dir: join(config.dataDir, 'db') }
const named = location.kind === 'postgres' ? 'the Postgres database at DATABASE_URL' : `the embedded database in ${config.dataDir}`
const lock = location.kind === 'embedded' ? lockDataDir(config.dataDir) : null
try {
  if (action === 'backup') {
    const target = resolve(file ?? `selera-backup-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.sql`)
    const sql = await dumpDatabase(location)
    writeFileSync(target, sql, { mode: 0o600 })
    process.stdout.write(`Backed up ${named} to ${target} (${(sql.length / 1e6).toFixed(1)} MB). Keep the data folder's files/ and secrets.json with it.\n`)
  } else if (action === 'restore' && file) {
    await restoreDatabase(location, readFileSync(resolve(file), 'utf8'))
    process.stdout.write(`Restored ${resolve(file)} into ${named}. Start the server as usual: it applies any newer migrations.\n`)
  } else {
    process.stderr.write('Usage: npm run db:backup -- [file.sql]   or   npm run db:restore -- <file.sql>\n')
    process.exitCode = 2
  }
} catch (error) {
  process.stderr.write(`${error instanceof RestoreRefused ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  lock?.release()
}
