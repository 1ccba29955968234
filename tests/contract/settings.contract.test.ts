import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATIONS, DEFAULT_PREFERENCES, ErrorBodySchema, SettingsResponseSchema, SettingsUpdateResponseSchema } from '../../kernel/contract'
import { DEMO_ACCOUNT, DEMO_PASSWORD, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, signIn } from './contract-helpers'

useMockBackend()

const url = `${apiBase}/settings`

async function bearer(email: string, password?: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${(await signIn(email, password)).access_token}` }
}

async function read(email: string, password?: string) {
  return SettingsResponseSchema.parse(await (await fetch(url, { headers: await bearer(email, password) })).json())
}

function put(body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

describe('GET /settings (bearer)', () => {
  it('answers each account’s own settings, with the spec’s defaults', async () => {
    const demo = await read(DEMO_ACCOUNT.email)
    expect(demo.profile).toMatchObject({ name: DEMO_ACCOUNT.full_name, email: DEMO_ACCOUNT.email, company: DEMO_ACCOUNT.business_name })
    expect(demo.profile.role).not.toBe('')
    const fresh = await read(NEW_ACCOUNT.email)
    expect(fresh).toEqual({
      profile: { name: NEW_ACCOUNT.full_name, email: NEW_ACCOUNT.email, company: NEW_ACCOUNT.business_name, role: '', phone: '' },
      notifications: { email: true, push: true, weekly_reports: true, insights: true, system_updates: false },
      preferences: { theme: 'system', language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' },
      request: { description: '', priority: 'medium' },
      security: { twoFactor: false },
    })
  })

  it('answers 401 {detail} without a token', async () => {
    const response = await fetch(url)
    expect(response.status).toBe(401)
    expect(ErrorBodySchema.safeParse(await response.json()).success).toBe(true)
  })
})

describe('PUT /settings (bearer): one section per save', () => {
  it('saves each section for the caller only; a new session reads them back', async () => {
    const headers = await bearer(NEW_ACCOUNT.email)
    const profile = { name: 'Hafiz Ismail', email: 'hafiz@warungbaru.my', company: 'Warung Baru', role: 'Owner', phone: '+60 19-555 0101' }
    const notifications = { ...DEFAULT_NOTIFICATIONS, push: false, system_updates: true }
    const preferences = { ...DEFAULT_PREFERENCES, theme: 'dark', currency: 'SGD', timezone: 'Asia/Singapore' }
    for (const body of [{ profile }, { notifications }, { preferences }, { currentPassword: '', newPassword: '', twoFactor: false }]) {
      const response = await put(body, headers)
      expect(response.status).toBe(200)
      expect(SettingsUpdateResponseSchema.parse(await response.json())).toEqual({ success: true })
    }
    expect(await read(NEW_ACCOUNT.email)).toMatchObject({ profile, notifications, preferences, security: { twoFactor: false } })
    expect((await read(DEMO_ACCOUNT.email)).preferences).toEqual(DEFAULT_PREFERENCES)
  })

  it('refuses two sections at once, an unknown section and a bad value with 400 {detail}', async () => {
    const headers = await bearer(NEW_ACCOUNT.email)
    const before = await read(NEW_ACCOUNT.email)
    for (const body of [{ profile: before.profile, notifications: before.notifications }, { theme: 'dark' }, { preferences: { ...DEFAULT_PREFERENCES, currency: 'EUR' } }, []]) {
      const response = await put(body, headers)
      expect(response.status).toBe(400)
      expect(ErrorBodySchema.parse(await response.json()).detail).toMatch(/settings|currency/i)
    }
    expect(await read(NEW_ACCOUNT.email)).toEqual(before)
  })

  it('changes the password only with the right current one; the next sign-in needs the new one', async () => {
    const headers = await bearer(DEMO_ACCOUNT.email)
    const wrong = await put({ currentPassword: 'not-it', newPassword: 'kopi-kita-2026', twoFactor: false }, headers)
    expect(wrong.status).toBe(400)
    expect(ErrorBodySchema.parse(await wrong.json()).detail).toBe('Your current password is incorrect.')
    expect((await read(DEMO_ACCOUNT.email)).security).toEqual({ twoFactor: false })

    const right = await put({ currentPassword: DEMO_PASSWORD, newPassword: 'kopi-kita-2026', twoFactor: false }, headers)
    expect(right.status).toBe(200)
    await expect(signIn(DEMO_ACCOUNT.email, DEMO_PASSWORD)).rejects.toThrow(/400/)
    expect((await read(DEMO_ACCOUNT.email, 'kopi-kita-2026')).profile.name).toBe(DEMO_ACCOUNT.full_name)
    // The other account's password is untouched.
    await expect(signIn(NEW_ACCOUNT.email, DEMO_PASSWORD)).resolves.toMatchObject({ access_token: expect.any(String) as string })
  })

  it('does not turn two-factor sign-in on: that takes a code from the authenticator app (the auth service’s MFA calls)', async () => {
    const response = await put({ currentPassword: DEMO_PASSWORD, newPassword: 'kopi-kita-2026', twoFactor: true }, await bearer(DEMO_ACCOUNT.email))
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json()).detail).toBe('Confirm two-factor authentication with a code from your authenticator app first.')
    await expect(signIn(DEMO_ACCOUNT.email, DEMO_PASSWORD)).resolves.toMatchObject({ access_token: expect.any(String) as string })
    expect((await read(DEMO_ACCOUNT.email)).security).toEqual({ twoFactor: false })
  })

  it('answers 401 without a token and saves nothing', async () => {
    expect((await put({ preferences: { ...DEFAULT_PREFERENCES, theme: 'dark' } }, {})).status).toBe(401)
    expect((await read(NEW_ACCOUNT.email)).preferences.theme).toBe('system')
  })
})
