import { describe } from 'vitest'
import { describeStore } from '../../tests/utils/backend/store-suite'
import { embeddedDatabase, emptyStore, postgresDatabase, POSTGRES_URL } from '../../tests/utils/server/databases'

describeStore('the embedded database (PGlite)', async () => emptyStore(await embeddedDatabase()))

// The Postgres server .ci/run starts; without one (a laptop with none), the same suite on PGlite above stands.
describe.runIf(POSTGRES_URL !== '')('on a Postgres server', () => {
  describeStore('Postgres', async () => emptyStore(await postgresDatabase()))
})
