import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, InsightsResponseSchema, MetricsResponseSchema, UploadResponseSchema, type DashboardPeriod } from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { ApiError } from '../../src/api/errors'
import { getInsights, getMetrics } from '../../src/api/metrics'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, isoDay, KL, NOW, signIn, TODAY } from './contract-helpers'

useMockBackend()

/*
 * GET /metrics and GET /insights with ?from&to&outlet (Selera's extension: docs/spec-deviations.md).
 * A Loyverse export by hand, `offset` days from today (14:05 in Kuala Lumpur), all at Bangsar:
 *   -14 … -8  every day 12:15 Nasi Lemak RM20.00 dine-in, 12:45 Nasi Lemak RM10.00 GrabFood (a receipt each)
 *   -12       Raj, Mee Goreng RM12.00
 *   -9        Siti, one receipt: Teh Tarik RM9.00 + Roti Bakar RM5.90 (dine-in)
 *   0         Kopi RM4.50 at 08:05
 * The period -10 … -9 against -12 … -11:
 *   revenue   30.00 + 30.00 + 14.90 = 74.90 against 30.00 + 12.00 + 30.00 = 72.00: (74.90 − 72) / 72 = +4.0 %
 *   orders    2 + 3 = 5 receipts against 3 + 2 = 5; avg 74.90 / 5 = 14.98 against 72 / 5 = 14.40: +4.0 %
 *   customers Siti against Raj: 1 against 1, 0 %
 *   today     1 order (the Kopi), none a week ago: no earlier data
 */
const HEADER =
  'Date,Receipt number,Receipt type,Category,SKU,Item,Variant,Modifiers applied,Quantity,Gross sales,Discounts,Net sales,Cost of goods,Gross profit,Taxes,Dining option,POS,Store,Cashier name,Customer name,Customer contacts,Comment,Status'

function line(offset: number, time: string, receipt: string, item: string, net: string, option = 'Dine in', customer = ',', store = 'Bangsar') {
  const [year, month, day] = isoDay(offset).split('-')
  return `${day}/${month}/${year} ${time},${receipt},Sale,Food,1000${item.length},${item},,,1,${net},0.00,${net},3.00,1.00,0.60,${option},POS 1,${store},Aisyah,${customer},,Closed`
}

function loyverseCsv(): string {
  const lines = [HEADER]
  for (let offset = -14; offset <= -8; offset++) {
    lines.push(line(offset, '12:15', `1-${offset}a`, 'Nasi Lemak', '20.00'), line(offset, '12:45', `1-${offset}b`, 'Nasi Lemak', '10.00', 'GrabFood'))
  }
  lines.push(line(-12, '13:00', '1-R', 'Mee Goreng', '12.00', 'Dine in', 'Raj Kumar,raj.kumar@yahoo.com'))
  lines.push(line(-9, '16:00', '1-S', 'Teh Tarik', '9.00', 'Dine in', 'Siti Rahman,siti.rahman@gmail.com'))
  lines.push(line(-9, '16:00', '1-S', 'Roti Bakar', '5.90', 'Dine in', 'Siti Rahman,siti.rahman@gmail.com'))
  lines.push(line(0, '08:05', '1-T', 'Kopi', '4.50'))
  return lines.join('\r\n')
}

/* -14 … -8: RM236.90 a week, RM70.00 of it through GrabFood (29.5 %, said 30 %), RM21.00 of that at 30 % commission. */
const DELIVERY = 'GrabFood brings in 30% of your sales (RM70.00 a week), and about RM21.00 of that goes in commission at a typical 30% — offer regulars a pickup discount for ordering direct.'

const PERIOD: DashboardPeriod = { from: isoDay(-10), to: isoDay(-9) }

async function upload(headers: Record<string, string>, csv: string, name: string): Promise<void> {
  const form = new FormData()
  form.append('file', new File([csv], name, { type: 'text/csv' }))
  const response = await fetch(`${apiBase}/upload`, { method: 'POST', headers, body: form })
  expect(UploadResponseSchema.parse(await response.json())).toMatchObject({ upload_completed: true, status: 'completed' })
}

async function owner(): Promise<{ authorization: string }> {
  setClock(() => NOW)
  const headers = { authorization: `Bearer ${(await signIn(NEW_ACCOUNT.email)).access_token}` }
  await upload(headers, loyverseCsv(), 'loyverse-two-weeks.csv')
  return headers
}

const query = (period: Record<string, string>) => `?${new URLSearchParams(period).toString()}`

async function read(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${apiBase}${path}`, { headers })
  return { status: response.status, body: await response.json() }
}

describe('GET /metrics?from&to', () => {
  it('answers the chosen period against the days just before it, with today’s orders', async () => {
    const { status, body } = await read(`/metrics${query(PERIOD)}`, await owner())
    expect(status).toBe(200)
    const { metrics } = MetricsResponseSchema.parse(body)
    expect(metrics).toMatchObject({
      revenue: 74.9,
      orders: 1,
      customers: 1,
      avg_order: 14.98,
      changes: { revenue: 4, orders: null, customers: 0, avg_order: 4 },
      period: { from: isoDay(-10), to: isoDay(-9), orders: 5 },
      timezone: KL,
    })
    // Each day beside the day two earlier; dine-in 20.00 + 20.00 + 14.90 = 54.90, GrabFood 10.00 + 10.00.
    expect(metrics?.series).toMatchObject({
      daily: [
        { date: isoDay(-10), revenue: 30, previous: 42 },
        { date: isoDay(-9), revenue: 44.9, previous: 30 },
      ],
      byChannel: [
        { name: 'Dine in', revenue: 54.9 },
        { name: 'GrabFood', revenue: 20 },
      ],
    })
  })

  it('answers the default period without from and to, and is what the app’s client reads', async () => {
    const headers = await owner()
    const plain = MetricsResponseSchema.parse((await read('/metrics', headers)).body)
    expect(plain.metrics?.period).toEqual({ from: isoDay(-29), to: TODAY, orders: 17, until: `${TODAY}T14:05:00+08:00` })
    setAccessToken(headers.authorization.slice('Bearer '.length))
    expect(await getMetrics()).toEqual(plain.metrics)
    expect(await getMetrics(undefined, { period: PERIOD })).toEqual(MetricsResponseSchema.parse((await read(`/metrics${query(PERIOD)}`, headers)).body).metrics)
  })

  it.each([
    ['a day that is not one', { from: '2025-02-29', to: TODAY }, 'from must be a real day written YYYY-MM-DD'],
    ['one end only', { from: isoDay(-10) }, 'Choose both from and to, or neither'],
    ['from after to', { from: isoDay(-1), to: isoDay(-2) }, `from (${isoDay(-1)}) comes after to (${isoDay(-2)})`],
    ['a period over 366 days', { from: isoDay(-366), to: TODAY }, 'The period has 367 days; at most 366 can be read at once'],
    ['a to after today', { from: TODAY, to: isoDay(1) }, `to (${isoDay(1)}) is after today (${TODAY} in ${KL})`],
  ])('answers 400 {detail} for %s', async (_, period, detail) => {
    const { status, body } = await read(`/metrics${query(period)}`, await owner())
    expect(status).toBe(400)
    expect(ErrorBodySchema.parse(body)).toEqual({ detail })
  })
})

describe('GET /insights?from&to', () => {
  it('reads the insights as they stood at the end of the period', async () => {
    const headers = await owner()
    const through = (period: DashboardPeriod) => read(`/insights${query(period)}`, headers).then(({ body }) => InsightsResponseSchema.parse(body).insights)
    // Ending on day -8, the export's last day: its 7 days, a week enough for the delivery insight.
    expect(await through({ from: isoDay(-20), to: isoDay(-8) })).toContain(DELIVERY)
    // Ending before any sale: nothing to say.
    expect(await through({ from: isoDay(-30), to: isoDay(-15) })).toEqual([])
  })

  it('answers 400 {detail} for a period it refuses, which the client passes on as an http ApiError', async () => {
    const headers = await owner()
    const { status, body } = await read(`/insights${query({ from: isoDay(-2), to: isoDay(-3) })}`, headers)
    expect(status).toBe(400)
    expect(ErrorBodySchema.parse(body)).toEqual({ detail: `from (${isoDay(-2)}) comes after to (${isoDay(-3)})` })
    setAccessToken(headers.authorization.slice('Bearer '.length))
    const error = await getInsights(undefined, { period: { from: TODAY, to: isoDay(1) } }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 400, detail: `to (${isoDay(1)}) is after today (${TODAY} in ${KL})` })
  })
})

/*
 * A second outlet, SS15, in a file of its own: day -10 12:00 Kopi RM6.00, today 09:00 Teh Tarik RM8.00.
 * Bangsar keeps the export above; every outlet is both.
 */
function ss15Csv(): string {
  return [HEADER, line(-10, '12:00', '2-1', 'Kopi', '6.00', 'Dine in', ',', 'SS15'), line(0, '09:00', '2-2', 'Teh Tarik', '8.00', 'Dine in', ',', 'SS15')].join('\r\n')
}

async function chain(): Promise<{ authorization: string }> {
  const headers = await owner()
  await upload(headers, ss15Csv(), 'loyverse-ss15.csv')
  return headers
}

const metricsAt = async (headers: Record<string, string>, choice: Record<string, string>) => MetricsResponseSchema.parse((await read(`/metrics${query(choice)}`, headers)).body).metrics

describe('GET /metrics?outlet', () => {
  it('answers one outlet’s numbers, with every outlet and the span of that outlet’s days', async () => {
    const headers = await chain()
    // Bangsar over -10 … -9: exactly the export's numbers above, SS15's RM6.00 left out.
    expect(await metricsAt(headers, { ...PERIOD, outlet: 'Bangsar' })).toMatchObject({
      revenue: 74.9,
      orders: 1,
      customers: 1,
      avg_order: 14.98,
      changes: { revenue: 4, customers: 0, avg_order: 4 },
      period: { from: isoDay(-10), to: isoDay(-9), orders: 5 },
      span: { first: isoDay(-14), last: TODAY },
      outlets: ['Bangsar', 'SS15'],
      outlet: 'Bangsar',
      series: { byOutlet: [{ name: 'Bangsar', revenue: 74.9 }] },
    })
    // SS15 over the default 30 days: 6.00 + 8.00; today's Teh Tarik is its one order today.
    expect(await metricsAt(headers, { outlet: 'SS15' })).toMatchObject({
      revenue: 14,
      orders: 1,
      period: { from: isoDay(-29), to: TODAY, orders: 2, until: `${TODAY}T14:05:00+08:00` },
      span: { first: isoDay(-10), last: TODAY },
      outlets: ['Bangsar', 'SS15'],
      outlet: 'SS15',
      series: { byOutlet: [{ name: 'SS15', revenue: 14 }] },
    })
    // Every outlet: both, and no `outlet`.
    const all = await metricsAt(headers, PERIOD)
    expect(all).toMatchObject({ revenue: 80.9, span: { first: isoDay(-14), last: TODAY }, outlets: ['Bangsar', 'SS15'] })
    expect(all).not.toHaveProperty('outlet')
  })

  it('is what the app’s client reads for an outlet', async () => {
    const headers = await chain()
    setAccessToken(headers.authorization.slice('Bearer '.length))
    expect(await getMetrics(undefined, { period: PERIOD, outlet: 'SS15' })).toEqual(await metricsAt(headers, { ...PERIOD, outlet: 'SS15' }))
  })

  it.each([
    ['an outlet the account has no sales from', { outlet: 'Damansara' }, 'No sales from an outlet named "Damansara"'],
    ['an outlet named otherwise', { ...PERIOD, outlet: 'bangsar' }, 'No sales from an outlet named "bangsar"'],
    ['an empty outlet', { outlet: ' ' }, 'outlet must not be empty'],
  ])('answers 400 {detail} for %s', async (_, choice, detail) => {
    const { status, body } = await read(`/metrics${query(choice)}`, await chain())
    expect(status).toBe(400)
    expect(ErrorBodySchema.parse(body)).toEqual({ detail })
  })
})

describe('GET /insights?outlet', () => {
  it('reads one outlet’s rows alone, and refuses an outlet the account has no sales from', async () => {
    const headers = await chain()
    const insightsAt = (choice: Record<string, string>) => read(`/insights${query(choice)}`, headers).then(({ body }) => InsightsResponseSchema.parse(body).insights)
    // Ending on day -8: Bangsar's week is the export's, the delivery share as above; every outlet
    // has SS15's RM6.00 too, a smaller share (RM70.00 of RM242.90 a week: 29 %).
    expect(await insightsAt({ from: isoDay(-20), to: isoDay(-8), outlet: 'Bangsar' })).toContain(DELIVERY)
    const all = await insightsAt({ from: isoDay(-20), to: isoDay(-8) })
    expect(all).not.toContain(DELIVERY)
    expect(all).toContain(DELIVERY.replace('30% of your sales', '29% of your sales'))
    // SS15 has no delivery sales.
    expect((await insightsAt({ from: isoDay(-20), to: isoDay(-8), outlet: 'SS15' })).some((insight) => insight.includes('GrabFood'))).toBe(false)
    const { status, body } = await read(`/insights${query({ outlet: 'Damansara' })}`, headers)
    expect(status).toBe(400)
    expect(ErrorBodySchema.parse(body)).toEqual({ detail: 'No sales from an outlet named "Damansara"' })
  })
})
