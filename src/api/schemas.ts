/**
 * The contract: every request body and every response of docs/product.md#api-calls, one zod schema
 * each. The client parses every answer with these; the fake backend (`mocks/`) builds its answers
 * from the same types; `docs/api/openapi.json` is generated from them (`tsx scripts/openapi.ts`).
 * Later issues refine, never fork, them. One file per resource under `./schemas/`; import from
 * here.
 */
import './schemas/zod-config'

export * from './schemas/common'
export * from './schemas/account'
export * from './schemas/uploads'
export * from './schemas/dashboard'
export * from './schemas/settings'
export * from './schemas/company-profile'
export * from './schemas/assets'
export * from './schemas/chat'
export * from './schemas/images'
export * from './schemas/calls'
