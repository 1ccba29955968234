/**
 * The contract: every request body and every response of docs/product.md#api-calls, one zod schema
 * each. The client parses every answer with these; the fake backend (`mocks/`) builds its answers
 * from the same types; `docs/api/openapi.json` is generated from them (`tsx scripts/openapi.ts`).
 * Later issues refine, never fork, them. One file per resource beside this one; import from
 * here.
 */
import './zod-config'

export * from './common'
export * from './account'
export * from './uploads'
export * from './dashboard'
export * from './settings'
export * from './company-profile'
export * from './assets'
export * from './chat'
export * from './images'
export * from './calls'
