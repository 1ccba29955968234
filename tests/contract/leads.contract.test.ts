import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, LeadResponseSchema } from '../../kernel/contract'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, postJson } from './contract-helpers'

useMockBackend()

const lead = { email: 'owner@nasikandar.my', company_name: 'Nasi Kandar Pelita Jaya', country: 'MY' }

describe('POST /leads (no auth)', () => {
  it('answers 201 with the contract’s LeadResponse', async () => {
    const response = await postJson(`${apiBase}/leads`, lead)
    expect(response.status).toBe(201)
    const body = LeadResponseSchema.parse(await response.json())
    expect(Date.parse(body.created_at)).not.toBeNaN()
  })

  it('accepts the same lead twice, each with its own id', async () => {
    const first = LeadResponseSchema.parse(await (await postJson(`${apiBase}/leads`, lead)).json())
    const second = LeadResponseSchema.parse(await (await postJson(`${apiBase}/leads`, lead)).json())
    expect(second.id).not.toBe(first.id)
  })

  it.each([
    ['an invalid email', { ...lead, email: 'not-an-email' }],
    ['a blank company name', { ...lead, company_name: '   ' }],
    ['a country name instead of its code', { ...lead, country: 'Malaysia' }],
    ['a missing field', { email: lead.email, company_name: lead.company_name }],
    ['no body at all', undefined],
  ])('answers 400 {detail} for %s', async (_, body) => {
    const response = await postJson(`${apiBase}/leads`, body)
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json()).detail).toMatch(/^Invalid lead|valid JSON/)
  })

  it('answers 400 {detail} for a body that is not JSON', async () => {
    const response = await fetch(`${apiBase}/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' })
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ detail: 'Body is not valid JSON' })
  })
})
