import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, InsightsResponseSchema, UploadResponseSchema } from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { getInsights } from '../../src/api/metrics'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, NOW, signIn, TODAY } from './contract-helpers'

useMockBackend()

/** Loyverse writes day-first dates: `18/11/2026 08:05`, `offset` days from `TODAY`. */
function loyverseTime(offset: number, time: string): string {
  const [year, month, day] = new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10).split('-')
  return `${day}/${month}/${year} ${time}`
}

/*
 * A Loyverse receipts-by-item export of the 14 days before today, the same every day:
 *   Bangsar   08:15 Kopi O RM10.00 dine-in, 12:15 Nasi Lemak RM20.00 dine-in, 12:45 Nasi Lemak RM10.00 GrabFood
 *   SS15      12:30 Nasi Lemak RM15.00 dine-in
 * A day: RM55.00, RM10.00 of it GrabFood (18%); a week: RM385, RM70.00 through GrabFood, RM21.00
 * of which at 30% commission. Bangsar RM280 a week over 3 orders a day (RM13.33 an order), SS15
 * RM105 over 1 (RM15.00): 63% below Bangsar, with orders as big. Two opening hours apart, two items,
 * no customers, no trend: nothing else to say but, on some days of the year, the festive calendar.
 */
const HEADER =
  'Date,Receipt number,Receipt type,Category,SKU,Item,Variant,Modifiers applied,Quantity,Gross sales,Discounts,Net sales,Cost of goods,Gross profit,Taxes,Dining option,POS,Store,Cashier name,Customer name,Customer contacts,Comment,Status'
function loyverseCsv(): string {
  const lines = [HEADER]
  let receipt = 1000
  for (let offset = -14; offset <= -1; offset++) {
    const row = (time: string, pos: string, item: string, net: string, option: string, store: string) =>
      `${loyverseTime(offset, time)},${pos}-${++receipt},Sale,Food,1000${item.length},${item},,,1,${net},0.00,${net},3.00,7.00,0.60,${option},POS ${pos},${store},Aisyah,,,,Closed`
    lines.push(row('08:15', '1', 'Kopi O', '10.00', 'Dine in', 'Bangsar'))
    lines.push(row('12:15', '1', 'Nasi Lemak', '20.00', 'Dine in', 'Bangsar'))
    lines.push(row('12:45', '1', 'Nasi Lemak', '10.00', 'GrabFood', 'Bangsar'))
    lines.push(row('12:30', '2', 'Nasi Lemak', '15.00', 'Dine in', 'SS15 Subang Jaya'))
  }
  return lines.join('\r\n')
}

const DELIVERY = 'GrabFood brings in 18% of your sales (RM70.00 a week), and about RM21.00 of that goes in commission at a typical 30% — offer regulars a pickup discount for ordering direct.'
const OUTLET = 'SS15 Subang Jaya brings in RM105 a week, 63% below Bangsar (RM280) — its orders are as big as elsewhere (RM15.00 on average) but fewer: a neighbourhood promotion would bring more people in.'
/** How a festive insight says when: "(in 13 days)", "(starting tomorrow)". */
const FESTIVE_WHEN = /\((starting )?(today|tomorrow|in \d+ days)\)/

async function bearer(email: string): Promise<{ authorization: string }> {
  setClock(() => NOW)
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

async function insightsOf(headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${apiBase}/insights`, { headers })
  expect(response.status).toBe(200)
  return InsightsResponseSchema.parse(await response.json()).insights
}

async function uploadCsv(headers: Record<string, string>): Promise<void> {
  const form = new FormData()
  form.append('file', new File([loyverseCsv()], 'loyverse-receipts-by-item-2-weeks.csv', { type: 'text/csv' }))
  const response = await fetch(`${apiBase}/upload`, { method: 'POST', headers, body: form })
  expect(response.status).toBe(200)
  expect(UploadResponseSchema.parse(await response.json())).toMatchObject({ upload_completed: true, status: 'completed' })
}

describe('GET /insights needs a bearer token', () => {
  it('answers 401 {detail} without one', async () => {
    const response = await fetch(`${apiBase}/insights`)
    expect(response.status).toBe(401)
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ detail: 'Missing bearer token' })
  })

  it('answers 401 {detail} for a token that is not one of ours', async () => {
    const response = await fetch(`${apiBase}/insights`, { headers: { authorization: 'Bearer not.a.token' } })
    expect(response.status).toBe(401)
    expect(ErrorBodySchema.parse(await response.json()).detail).toEqual(expect.any(String))
  })
})

describe('GET /insights for the demo account (90 days of generated sales)', () => {
  it('answers one to eight sentences with ringgit in them, the weak weekday afternoon among them', async () => {
    const insights = await insightsOf(await bearer(DEMO_ACCOUNT.email))
    expect(insights.length).toBeGreaterThanOrEqual(1)
    expect(insights.length).toBeLessThanOrEqual(8)
    for (const insight of insights) expect(insight).toMatch(/RM\d/)
    expect(insights.some((insight) => /3–5 pm/.test(insight) && /Tuesday|Wednesday|Thursday/.test(insight))).toBe(true)
  })

  it('is what the app’s client reads', async () => {
    const owner = await bearer(DEMO_ACCOUNT.email)
    setAccessToken(owner.authorization.slice('Bearer '.length))
    expect((await getInsights()).map((insight) => insight.text)).toEqual(await insightsOf(owner))
  })
})

describe('GET /insights for a new account', () => {
  it('answers {insights: []} before any sales', async () => {
    const response = await fetch(`${apiBase}/insights`, { headers: await bearer(NEW_ACCOUNT.email) })
    expect(await response.json()).toEqual({ insights: [], serves: [] })
  })

  it('answers what the uploaded file implies, ranked by the money at stake', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    await uploadCsv(owner)
    const insights = await insightsOf(owner)
    expect(insights.indexOf(OUTLET)).toBeGreaterThanOrEqual(0)
    expect(insights.indexOf(DELIVERY)).toBeGreaterThan(insights.indexOf(OUTLET))
    const others = insights.filter((insight) => insight !== OUTLET && insight !== DELIVERY)
    expect(others.length).toBeLessThanOrEqual(1)
    for (const festive of others) expect(festive).toMatch(FESTIVE_WHEN)
  })
})

describe('GET /insights for the owner: their currency and goals', () => {
  it('writes the amounts in the account’s currency and says which insight serves a goal the owner set', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    await uploadCsv(owner)
    const json = { ...owner, 'Content-Type': 'application/json' }
    expect((await fetch(`${apiBase}/settings`, { method: 'PUT', headers: json, body: JSON.stringify({ preferences: { theme: 'system', language: 'en', currency: 'SGD', timezone: 'Asia/Kuala_Lumpur' } }) })).status).toBe(200)
    expect((await fetch(`${apiBase}/requests`, { method: 'POST', headers: json, body: JSON.stringify({ goal: 'Grow delivery orders', user_query: 'GrabFood takes too much' }) })).status).toBe(200)
    const response = await fetch(`${apiBase}/insights`, { headers: owner })
    const { insights, serves } = InsightsResponseSchema.parse(await response.json())
    const delivery = insights.indexOf(DELIVERY.replaceAll('RM', 'S$'))
    expect(delivery).toBeGreaterThanOrEqual(0)
    expect(insights).toContain(OUTLET.replaceAll('RM', 'S$'))
    for (const insight of insights) expect(insight).not.toMatch(/RM\d/)
    expect(serves).toEqual(insights.map((_, index) => (index === delivery ? 'Grow delivery orders' : null)))
  })
})

describe('GET /insights?outlet', () => {
  it('answers what one outlet’s rows imply: no comparison with the others, its own delivery share', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    await uploadCsv(owner)
    const of = async (outlet: string) => {
      const response = await fetch(`${apiBase}/insights?${new URLSearchParams({ outlet }).toString()}`, { headers: owner })
      expect(response.status).toBe(200)
      return InsightsResponseSchema.parse(await response.json()).insights
    }
    // Bangsar alone: RM280 a week, RM70.00 of it GrabFood (25%).
    const bangsar = await of('Bangsar')
    expect(bangsar).toContain(DELIVERY.replace('18% of your sales', '25% of your sales'))
    expect(bangsar).not.toContain(OUTLET)
    // SS15 alone: dine-in only, nothing to compare it with.
    const ss15 = await of('SS15 Subang Jaya')
    expect(ss15.filter((insight) => /GrabFood|below/.test(insight))).toEqual([])
    for (const festive of ss15) expect(festive).toMatch(FESTIVE_WHEN)
  })
})

describe('GET /insights keeps accounts apart', () => {
  it('one account’s upload changes neither the other’s insights nor takes any of them in', async () => {
    const demo = await bearer(DEMO_ACCOUNT.email)
    const owner = await bearer(NEW_ACCOUNT.email)
    const demoBefore = await insightsOf(demo)
    await uploadCsv(owner)
    expect(await insightsOf(demo)).toEqual(demoBefore)
    const mine = await insightsOf(owner)
    expect(mine).toContain(DELIVERY)
    expect(mine.filter((insight) => demoBefore.includes(insight))).toEqual([])
  })
})
