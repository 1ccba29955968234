import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { API_CALLS } from '../kernel/contract'
import { buildOpenApi, OPENAPI_PATH, renderOpenApi } from './openapi'

interface Operation {
  security: unknown[]
  requestBody?: { content: Record<string, { schema: { $ref: string } }> }
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>
}

describe('docs/api/openapi.json', () => {
  it('is up to date with the contract (run `npx tsx scripts/openapi.ts` when this fails)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(renderOpenApi())
  })

  it('documents every call of API_CALLS with its security, body type and answer', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } }
    for (const call of API_CALLS) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()]
      expect(op, `${call.method} ${call.path}`).toBeDefined()
      expect(op?.security).toEqual(call.auth ? [{ bearerAuth: [] }] : [])
      if (call.request) {
        const type = call.multipart ? 'multipart/form-data' : 'application/json'
        expect(Object.keys(op?.requestBody?.content ?? {})).toEqual([type])
      } else {
        expect(op?.requestBody).toBeUndefined()
      }
      const ok = op?.responses['200']?.content?.['application/json']?.schema.$ref ?? ''
      expect(ok).toMatch(/^#\/components\/schemas\//)
      // Every reference resolves to a component.
      expect(doc.components.schemas).toHaveProperty(ok.split('/').pop() ?? '')
    }
  })

  it('refers only to components that exist', () => {
    const text = renderOpenApi()
    const refs = new Set([...text.matchAll(/"\$ref": "#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]))
    const { components } = JSON.parse(text) as { components: { schemas: Record<string, unknown> } }
    for (const name of refs) expect(components.schemas, name).toHaveProperty(name as string)
  })

  it('marks the query parameters a call takes beyond the product spec, with their words and the 400 that refuses them', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, Operation & { description?: string; parameters?: Record<string, unknown>[] }>> }
    const extended = API_CALLS.filter((call) => call.queryExtension)
    expect(extended.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /metrics', 'GET /insights'])
    for (const call of extended) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()]
      expect(op?.description).toContain(call.queryExtension)
      expect(op?.parameters?.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual([
        { name: 'from', where: 'query', required: false },
        { name: 'to', where: 'query', required: false },
        { name: 'outlet', where: 'query', required: false },
      ])
      const [from, to, outlet] = op?.parameters ?? []
      for (const day of [from, to]) {
        expect(day).toMatchObject({ 'x-selera-extension': true, schema: { type: 'string', format: 'date' } })
        expect(String(day?.description)).toMatch(/local day/)
      }
      expect(outlet).toMatchObject({ 'x-selera-extension': true, schema: { type: 'string' } })
      expect(String(outlet?.description)).toMatch(/outlet/)
      expect(op?.responses['400']?.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/ErrorBody')
    }
  })
})
