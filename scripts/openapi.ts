/**
 * Writes docs/api/openapi.json (OpenAPI 3.1) from the contract: every call of `API_CALLS`, every
 * exported schema as a named component. `--check` writes nothing and exits 1 when the committed
 * file differs from a fresh generation, so stale API docs fail CI.
 *
 *   tsx scripts/openapi.ts          # regenerate
 *   tsx scripts/openapi.ts --check  # verify
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'
import * as contract from '../kernel/contract'
import { callKey, FileFieldSchema, pathParameters, type ApiCall } from '../kernel/contract'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const OPENAPI_PATH = join(ROOT, 'docs', 'api', 'openapi.json')
const REF_PREFIX = '#/components/schemas/'

type Json = Record<string, unknown>

/** Every exported zod schema, named after its export without the `Schema` suffix (first name wins for an alias). */
function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>()
  for (const [exportName, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || !exportName.endsWith('Schema') || names.has(value)) continue
    names.set(value, exportName.slice(0, -'Schema'.length))
  }
  return names
}

/** Multipart file parts have no JSON Schema type; OpenAPI spells them string/binary. */
function fileAsBinary({ zodSchema }: { zodSchema: unknown }): { type: 'string'; format: 'binary' } | 'throw' {
  return zodSchema === FileFieldSchema ? { type: 'string', format: 'binary' } : 'throw'
}

// `input`: the docs describe what a parser accepts (no `additionalProperties: false` on plain objects, which strip rather than refuse extras).
const JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12', io: 'input', unrepresentable: fileAsBinary } as const

function componentSchemas(names: Map<z.ZodType, string>): Record<string, Json> {
  const registry = z.registry<{ id: string }>()
  for (const [schema, id] of names) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, uri: (id) => REF_PREFIX + id })
  if ('__shared' in schemas) throw new Error('A reused unnamed schema was extracted to __shared: export it from the contract so it gets a name.')
  const components: Record<string, Json> = {}
  for (const id of Object.keys(schemas).sort()) {
    // Components live inside the document: no per-schema dialect or id.
    const { $schema: _dialect, $id: _id, ...rest } = schemas[id] as Json
    components[id] = rest
  }
  return components
}

function ref(schema: z.ZodType, names: Map<z.ZodType, string>, where: string): Json {
  const name = names.get(schema)
  if (!name) throw new Error(`${where} uses a schema the contract does not export by name`)
  return { $ref: REF_PREFIX + name }
}

/** The path's `{name}` parameters (one segment each, as text), then the query string's. */
function parameters(call: ApiCall): Json[] {
  const inPath = pathParameters(call.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))
  const extension = call.queryExtension ? { 'x-selera-extension': true } : {}
  const inQuery = Object.entries(call.query?.shape ?? {}).map(([name, field]) => {
    const { $schema: _dialect, description, ...schema } = z.toJSONSchema(field as z.ZodType, JSON_SCHEMA_OPTIONS) as Json
    return { name, in: 'query', ...(description ? { description } : {}), required: !(field as z.ZodType).safeParse(undefined).success, schema, ...extension }
  })
  return [...inPath, ...inQuery]
}

/** `POST /assets/upload` → `postAssetsUpload`; `DELETE /uploads/{id}` → `deleteUploadsById`. */
function operationId(call: ApiCall): string {
  const words = call.path.split(/[/-]/).filter(Boolean).map((word) => word.replace(/^\{(\w+)\}$/, 'by-$1'))
  return call.method.toLowerCase() + words.flatMap((word) => word.split('-')).map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
}

function operation(call: ApiCall, names: Map<z.ZodType, string>): Json {
  const where = callKey(call)
  const error = { description: 'Failure; the server’s words in `detail`', content: { 'application/json': { schema: ref(contract.ErrorBodySchema, names, where) } } }
  const params = parameters(call)
  const errors = Object.entries(call.errors ?? {}).map(([status, description]) => [status, { ...error, description }] as const)
  return {
    operationId: operationId(call),
    summary: call.summary,
    ...(call.extension ? { description: `Selera extension, not in the product spec: ${call.extension}`, 'x-selera-extension': true } : {}),
    ...(call.queryExtension ? { description: `The query parameters are a Selera extension, not in the product spec: ${call.queryExtension}` } : {}),
    security: call.auth ? [{ bearerAuth: [] }] : [],
    ...(params.length ? { parameters: params } : {}),
    ...(call.request
      ? { requestBody: { required: true, content: { [call.multipart ? 'multipart/form-data' : 'application/json']: { schema: ref(call.request, names, where) } } } }
      : {}),
    responses: {
      '200': call.response
        ? { description: 'Success', content: { 'application/json': { schema: ref(call.response, names, where) } } }
        : { description: 'Success' },
      ...(call.auth ? { '401': { ...error, description: 'Missing, invalid or expired access token: the client ends the session' } } : {}),
      ...Object.fromEntries(errors),
      default: error,
    },
  }
}

export function buildOpenApi(): Json {
  const names = namedSchemas()
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
  const paths: Record<string, Json> = {}
  for (const call of contract.API_CALLS) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(call, names) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Selera API',
      version: pkg.version,
      description:
        'The backend API the Selera client calls (docs/product.md#api-calls), generated from kernel/contract/index.ts by scripts/openapi.ts: do not edit by hand. ' +
        'Sign-in itself goes to the hosted auth service (Supabase), whose shapes are its own.',
    },
    servers: [{ url: '/api', description: 'Demo mode: the fake backend in the browser (live mode: VITE_API_BASE)' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: componentSchemas(names),
    },
  }
}

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`
}

function readCommitted(): string | null {
  try {
    return readFileSync(OPENAPI_PATH, 'utf8')
  } catch {
    return null
  }
}

function main(argv: string[]): number {
  const fresh = renderOpenApi()
  const shown = relative(process.cwd(), OPENAPI_PATH)
  if (argv.includes('--check')) {
    if (readCommitted() === fresh) return 0
    console.error(`${shown} is stale: the API contract changed. Run \`npx tsx scripts/openapi.ts\` and commit the result.`)
    return 1
  }
  writeFileSync(OPENAPI_PATH, fresh)
  console.log(`wrote ${shown}`)
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2))
