import { describe, expect, it } from 'vitest'
import { COMPANY_PROFILE_FIELDS, CompanyProfileResponseSchema, CompanyProfileUpdateResponseSchema, ErrorBodySchema, type CompanyProfileRequest, type CompanyProfileResponse } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, signIn } from './contract-helpers'

useMockBackend()

const url = `${apiBase}/company-profile`

async function bearer(email: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

async function read(email: string): Promise<CompanyProfileResponse> {
  return CompanyProfileResponseSchema.parse(await (await fetch(url, { headers: await bearer(email) })).json())
}

function put(body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

const WARUNG: CompanyProfileRequest = {
  ...Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, null])),
  headquarters_location: 'Kota Bharu, Kelantan',
  year_founded: 2025,
  industry: 'food_beverage',
  num_employees: 4,
  num_branches: 1,
  main_products: 'Nasi kerabu, laksam, teh tarik',
  avg_transaction_value: 11.5,
}

describe('GET /company-profile (bearer)', () => {
  it('answers the demo business’s full profile and its client_id', async () => {
    const response = await fetch(url, { headers: await bearer(DEMO_ACCOUNT.email) })
    expect(response.status).toBe(200)
    const profile = CompanyProfileResponseSchema.parse(await response.json())
    for (const field of COMPANY_PROFILE_FIELDS) expect(profile[field], field).not.toBeNull()
    expect(profile).toMatchObject({ num_branches: 3, client_id: expect.any(String) as string })
  })

  it('answers the new business’s empty profile, with a client_id of its own that stays the same', async () => {
    const headers = await bearer(NEW_ACCOUNT.email)
    const first = CompanyProfileResponseSchema.parse(await (await fetch(url, { headers })).json())
    for (const field of COMPANY_PROFILE_FIELDS) expect(first[field], field).toBeNull()
    const demo = CompanyProfileResponseSchema.parse(await (await fetch(url, { headers: await bearer(DEMO_ACCOUNT.email) })).json())
    expect(first.client_id).not.toBe(demo.client_id)
    const again = CompanyProfileResponseSchema.parse(await (await fetch(url, { headers: await bearer(NEW_ACCOUNT.email) })).json())
    expect(again.client_id).toBe(first.client_id)
  })

  it('answers 401 {detail} without a token', async () => {
    const response = await fetch(url)
    expect(response.status).toBe(401)
    expect(ErrorBodySchema.safeParse(await response.json()).success).toBe(true)
  })
})

describe('PUT /company-profile (bearer)', () => {
  it('stores every field: the next read (in a new session) answers them', async () => {
    const response = await put(WARUNG, await bearer(NEW_ACCOUNT.email))
    expect(response.status).toBe(200)
    expect(CompanyProfileUpdateResponseSchema.parse(await response.json())).toEqual({ success: true })
    const profile = CompanyProfileResponseSchema.parse(await (await fetch(url, { headers: await bearer(NEW_ACCOUNT.email) })).json())
    const { client_id, currency, ...fields } = profile
    expect(fields).toEqual(WARUNG)
    expect(client_id).toEqual(expect.any(String))
    expect(currency).toBe('MYR')
  })

  it('one account never sees or changes another’s profile', async () => {
    const demoBefore = await read(DEMO_ACCOUNT.email)
    await put(WARUNG, await bearer(NEW_ACCOUNT.email))
    expect(await read(DEMO_ACCOUNT.email)).toEqual(demoBefore)
    // A client_id in the body names no other business: the token says whose profile it is.
    await put({ ...WARUNG, client_id: demoBefore.client_id }, await bearer(NEW_ACCOUNT.email))
    expect(await read(DEMO_ACCOUNT.email)).toEqual(demoBefore)
    expect((await read(NEW_ACCOUNT.email)).client_id).not.toBe(demoBefore.client_id)
  })

  it('refuses a body the contract refuses with 400 {detail} in plain words, and keeps the profile', async () => {
    const headers = await bearer(DEMO_ACCOUNT.email)
    const before = await read(DEMO_ACCOUNT.email)
    const response = await put({ ...WARUNG, num_branches: 'three' }, headers)
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json()).detail).toBe('Number of branches must be a whole number, 0 or more.')
    const notJson = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: '{"industry":' })
    expect(notJson.status).toBe(400)
    expect(ErrorBodySchema.parse(await notJson.json()).detail).toMatch(/could not be read/)
    expect(await read(DEMO_ACCOUNT.email)).toEqual(before)
  })

  it('answers 401 without a token and stores nothing', async () => {
    const response = await put(WARUNG, {})
    expect(response.status).toBe(401)
    const profile = CompanyProfileResponseSchema.parse(await (await fetch(url, { headers: await bearer(NEW_ACCOUNT.email) })).json())
    expect(profile.headquarters_location).toBeNull()
  })
})
