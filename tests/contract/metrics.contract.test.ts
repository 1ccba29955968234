import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, MetricsResponseSchema, UploadResponseSchema, type MetricsResponse } from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { getMetrics } from '../../src/api/metrics'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, isoDay, KL, NOW, signIn, TODAY } from './contract-helpers'

useMockBackend()

/** Loyverse writes day-first dates: `18/11/2026 08:05`. */
function loyverseTime(offset: number, time: string): string {
  const [year, month, day] = isoDay(offset).split('-')
  return `${day}/${month}/${year} ${time}`
}

/*
 * A Loyverse receipts-by-item export, by hand. Yesterday: receipt 1-1000 (Siti, RM 20.00). Today:
 * 1-1001 (Siti, RM 15.90 + RM 9.00), 1-1002 (no customer, RM 5.90), 1-1003 (Raj, RM 12.00).
 *   revenue   20.00 + 24.90 + 5.90 + 12.00 = RM 62.80
 *   orders    3 receipts today
 *   customers 2 (Siti twice, Raj)
 *   avg_order 62.80 / 4 receipts = RM 15.70
 *   changes   nothing before: all null
 *   read up to 14:05 today; sales from yesterday to today, all at Bangsar
 */
const HEADER =
  'Date,Receipt number,Receipt type,Category,SKU,Item,Variant,Modifiers applied,Quantity,Gross sales,Discounts,Net sales,Cost of goods,Gross profit,Taxes,Dining option,POS,Store,Cashier name,Customer name,Customer contacts,Comment,Status'
const SITI = 'Siti Rahman,siti.rahman@gmail.com'
const RAJ = 'Raj Kumar,raj.kumar@yahoo.com'
const LOYVERSE_CSV = [
  HEADER,
  `${loyverseTime(-1, '19:30')},1-1000,Sale,Rice,10001,Nasi Lemak Ayam Goreng,,,1,20.00,0.00,20.00,7.00,13.00,1.20,Dine in,POS 1,Bangsar,Aisyah,${SITI},,Closed`,
  `${loyverseTime(0, '08:05')},1-1001,Sale,Rice,10001,Nasi Lemak Ayam Goreng,,,1,15.90,0.00,15.90,6.20,9.70,0.95,Dine in,POS 1,Bangsar,Aisyah,${SITI},,Closed`,
  `${loyverseTime(0, '08:05')},1-1001,Sale,Drinks,20001,Teh Tarik,Hot,,2,9.00,0.00,9.00,2.00,7.00,0.54,Dine in,POS 1,Bangsar,Aisyah,${SITI},,Closed`,
  `${loyverseTime(0, '09:10')},1-1002,Sale,Breakfast,10002,Roti Bakar Kaya,,,1,5.90,0.00,5.90,1.50,4.40,0.35,Takeaway,POS 1,Bangsar,Aisyah,,,,Closed`,
  `${loyverseTime(0, '12:30')},1-1003,Sale,Noodles,10003,Mee Goreng Mamak,,,1,12.00,0.00,12.00,4.00,8.00,0.72,Dine in,POS 1,Bangsar,Farid,${RAJ},,Closed`,
].join('\r\n')

/*
 * Its series: 30 days of which yesterday holds RM 20.00 and today RM 42.80, nothing before; by
 * local weekday and hour yesterday 19:00 RM 20.00, today 08:00 RM 24.90, 09:00 RM 5.90 and 12:00
 * RM 12.00; four items, variants under the item's name (none left for the bottom list); one outlet; 'Dining option' is the channel;
 * this export has no payment column.
 */
const MONDAY_FIRST = (offset: number) => (new Date(Date.parse(`${isoDay(offset)}T00:00:00Z`)).getUTCDay() + 6) % 7
function fileHeatmap(): number[][] {
  const rows = Array.from({ length: 7 }, () => Array<number>(24).fill(0))
  rows[MONDAY_FIRST(-1)]![19] = 20
  rows[MONDAY_FIRST(0)]![8] = 24.9
  rows[MONDAY_FIRST(0)]![9] = 5.9
  rows[MONDAY_FIRST(0)]![12] = 12
  return rows
}

const FILE_METRICS = {
  revenue: 62.8,
  orders: 3,
  customers: 2,
  avg_order: 15.7,
  changes: { revenue: null, orders: null, customers: null, avg_order: null },
  period: { from: isoDay(-29), to: TODAY, orders: 4, until: `${TODAY}T14:05:00+08:00` },
  span: { first: isoDay(-1), last: TODAY },
  outlets: ['Bangsar'],
  timezone: KL,
  currency: 'MYR',
  series: {
    daily: Array.from({ length: 30 }, (_, index) => ({
      date: isoDay(index - 29),
      revenue: index === 28 ? 20 : index === 29 ? 42.8 : 0,
      previous: 0,
    })),
    heatmap: fileHeatmap(),
    topItems: [
      { name: 'Nasi Lemak Ayam Goreng', revenue: 35.9, quantity: 2 },
      { name: 'Mee Goreng Mamak', revenue: 12, quantity: 1 },
      { name: 'Teh Tarik', revenue: 9, quantity: 2 },
      { name: 'Roti Bakar Kaya', revenue: 5.9, quantity: 1 },
    ],
    bottomItems: [],
    byOutlet: [{ name: 'Bangsar', revenue: 62.8 }],
    byChannel: [
      { name: 'Dine in', revenue: 56.9 },
      { name: 'Takeaway', revenue: 5.9 },
    ],
    byPayment: [{ name: 'Unknown', revenue: 62.8 }],
  },
}

async function bearer(email: string): Promise<{ authorization: string }> {
  setClock(() => NOW)
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

async function metricsOf(headers: Record<string, string>): Promise<MetricsResponse> {
  const response = await fetch(`${apiBase}/metrics`, { headers })
  expect(response.status).toBe(200)
  return MetricsResponseSchema.parse(await response.json())
}

async function uploadCsv(headers: Record<string, string>, csv = LOYVERSE_CSV, name = 'loyverse-receipts-by-item-today.csv'): Promise<void> {
  const form = new FormData()
  form.append('file', new File([csv], name, { type: 'text/csv' }))
  const response = await fetch(`${apiBase}/upload`, { method: 'POST', headers, body: form })
  expect(response.status).toBe(200)
  expect(UploadResponseSchema.parse(await response.json())).toMatchObject({ upload_completed: true, status: 'completed' })
}

describe('GET /metrics needs a bearer token', () => {
  it('answers 401 {detail} without one', async () => {
    const response = await fetch(`${apiBase}/metrics`)
    expect(response.status).toBe(401)
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ detail: 'Missing bearer token' })
  })

  it('answers 401 {detail} for a token that is not one of ours', async () => {
    const response = await fetch(`${apiBase}/metrics`, { headers: { authorization: 'Bearer not.a.token' } })
    expect(response.status).toBe(401)
    expect(ErrorBodySchema.parse(await response.json()).detail).toEqual(expect.any(String))
  })
})

describe('GET /metrics for the demo account (90 days of generated sales)', () => {
  it('answers sensible numbers in the contract’s shape', async () => {
    const { metrics } = await metricsOf(await bearer(DEMO_ACCOUNT.email))
    expect(metrics).not.toBeNull()
    expect(metrics!.revenue).toBeGreaterThan(0)
    expect(metrics!.customers).toBeGreaterThan(0)
    expect(metrics!.avg_order).toBeGreaterThan(5)
    expect(metrics!.avg_order).toBeLessThan(60)
    expect(Number.isInteger(Math.round(metrics!.revenue * 100))).toBe(true)
    const changes = (metrics as { changes?: Record<string, unknown> }).changes ?? {}
    expect(Object.keys(changes).sort()).toEqual(['avg_order', 'customers', 'orders', 'revenue'])
    expect(Object.values(changes).every(isNumberOrNull)).toBe(true)
    expect(metrics).toMatchObject({ period: { from: isoDay(-29), to: TODAY } })
  })

  it('is what the app’s client reads', async () => {
    const owner = await bearer(DEMO_ACCOUNT.email)
    setAccessToken(owner.authorization.slice('Bearer '.length))
    expect(await getMetrics()).toEqual((await metricsOf(owner)).metrics)
  })
})

describe('GET /metrics for a new account', () => {
  it('answers {metrics: null} before any sales', async () => {
    expect(await metricsOf(await bearer(NEW_ACCOUNT.email))).toEqual({ metrics: null })
  })

  it('answers exactly the hand-computed totals of the one file it uploaded', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    await uploadCsv(owner)
    expect(await metricsOf(owner)).toEqual({ metrics: FILE_METRICS })
  })
})

/*
 * Today's unfinished day against the previous period's last day (day -30) read up to the same time
 * of day: a Loyverse export with RM20.00 today at 09:00, and on day -30 RM10.00 at 13:00 and
 * RM50.00 at 14:30 (all at Bangsar).
 *   at 14:05  revenue 20.00 against 10.00 (14:30 not yet comparable): +100 %
 *   at 14:45  20.00 against 60.00: (20 − 60) / 60 = −66.7 %
 */
const EARLIER_CSV = [
  HEADER,
  `${loyverseTime(-30, '13:00')},2-1,Sale,Drinks,20001,Teh Tarik,,,1,10.00,0.00,10.00,2.00,8.00,0.60,Dine in,POS 1,Bangsar,Aisyah,,,,Closed`,
  `${loyverseTime(-30, '14:30')},2-2,Sale,Rice,10001,Nasi Lemak Ayam Goreng,,,1,50.00,0.00,50.00,7.00,43.00,3.00,Dine in,POS 1,Bangsar,Aisyah,,,,Closed`,
  `${loyverseTime(0, '09:00')},2-3,Sale,Rice,10001,Nasi Lemak Ayam Goreng,,,1,20.00,0.00,20.00,7.00,13.00,1.20,Dine in,POS 1,Bangsar,Aisyah,,,,Closed`,
].join('\r\n')

describe('GET /metrics compares a period ending today with the previous period up to the same time of day', () => {
  it('reads the previous period’s last day up to the time it is now, says until when, and counts later sales once the clock passes them', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    await uploadCsv(owner, EARLIER_CSV, 'loyverse-a-month-apart.csv')

    const at1405 = (await metricsOf(owner)).metrics
    expect(at1405).toMatchObject({ revenue: 20, changes: { revenue: 100 }, period: { until: `${TODAY}T14:05:00+08:00` }, span: { first: isoDay(-30), last: TODAY } })
    expect(at1405?.series?.daily.at(-1)).toEqual({ date: TODAY, revenue: 20, previous: 10 })

    setClock(() => Date.parse(`${TODAY}T14:45:00+08:00`))
    const at1445 = (await metricsOf(owner)).metrics
    expect(at1445).toMatchObject({ revenue: 20, changes: { revenue: -66.7 }, period: { until: `${TODAY}T14:45:00+08:00` } })
    expect(at1445?.series?.daily.at(-1)).toEqual({ date: TODAY, revenue: 20, previous: 60 })
  })
})

describe('GET /metrics answers the account’s currency (Settings → Preferences)', () => {
  it('follows PUT /settings {preferences}: the same amounts in the new currency, nothing converted', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    await uploadCsv(owner)
    const put = async (preferences: Record<string, string>) => {
      const response = await fetch(`${apiBase}/settings`, { method: 'PUT', headers: { ...owner, 'Content-Type': 'application/json' }, body: JSON.stringify({ preferences }) })
      expect(response.status).toBe(200)
    }
    await put({ theme: 'system', language: 'en', currency: 'SGD', timezone: KL })
    expect(await metricsOf(owner)).toEqual({ metrics: { ...FILE_METRICS, currency: 'SGD' } })
    await put({ theme: 'dark', language: 'ms', currency: 'USD', timezone: KL })
    expect((await metricsOf(owner)).metrics).toMatchObject({ currency: 'USD', revenue: 62.8, avg_order: 15.7, timezone: KL })
    // The other account keeps its own.
    expect((await metricsOf(await bearer(DEMO_ACCOUNT.email))).metrics?.currency).toBe('MYR')
  })
})

describe('GET /metrics keeps accounts apart', () => {
  it('one account’s upload changes neither the other’s numbers nor takes any of them in', async () => {
    const demo = await bearer(DEMO_ACCOUNT.email)
    const owner = await bearer(NEW_ACCOUNT.email)
    const demoBefore = await metricsOf(demo)
    await uploadCsv(owner)
    expect(await metricsOf(demo)).toEqual(demoBefore)
    const mine = await metricsOf(owner)
    expect(mine).toEqual({ metrics: FILE_METRICS })
    expect(mine.metrics!.revenue).not.toBe(demoBefore.metrics!.revenue)
  })
})

function isNumberOrNull(value: unknown): boolean {
  return value === null || (typeof value === 'number' && Number.isFinite(value))
}
