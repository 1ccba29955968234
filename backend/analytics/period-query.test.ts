import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { kl, NOW } from '../../tests/utils/backend/analytics-clock'
import { testContext } from '../../tests/utils/backend/context'
import { BackendError } from '../errors'
import { isoDate } from '../time/calendar'
import type { LocalPeriod } from './period'
import { chosenQuery } from './period-query'

/* The clock: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur (UTC+8), the account's zone. */
const OWNER = NEW_ACCOUNT.id
const days = (period: LocalPeriod | null) => period && { from: isoDate(period.from), to: isoDate(period.to) }

async function choose(query: unknown, now = NOW) {
  return days((await chosenQuery(await testContext(now), OWNER, query)).period)
}

async function refusal(query: unknown, now = NOW): Promise<{ status: number; body: unknown }> {
  try {
    await chosenQuery(await testContext(now), OWNER, query)
  } catch (error) {
    if (error instanceof BackendError) return { status: error.status, body: error.body }
    throw error
  }
  throw new Error(`${JSON.stringify(query)} was accepted`)
}

describe('chosenQuery (GET /metrics and GET /insights ?from&to)', () => {
  it('is null without from and to, so the default period is read', async () => {
    expect(await choose({})).toBeNull()
    expect(await choose({ unrelated: 'x' })).toBeNull()
  })

  it('reads both days, the same day twice, and a leap year whole', async () => {
    expect(await choose({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-03-01', to: '2024-03-31' })
    expect(await choose({ from: '2026-11-18', to: '2026-11-18' })).toEqual({ from: '2026-11-18', to: '2026-11-18' })
    // 2024-01-01 … 2024-12-31: 366 days, the longest period.
    expect(await choose({ from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2024-01-01', to: '2024-12-31' })
  })

  it('refuses what is not a day, or one end without the other, with 400 {detail}', async () => {
    expect(await refusal({ from: '2024-02-30', to: '2024-03-01' })).toEqual({ status: 400, body: { detail: 'from must be a real day written YYYY-MM-DD' } })
    expect(await refusal({ from: '1/3/2024', to: 'yesterday' })).toEqual({
      status: 400,
      body: { detail: 'from must be a real day written YYYY-MM-DD; to must be a real day written YYYY-MM-DD' },
    })
    expect(await refusal({ from: '2024-03-01' })).toEqual({ status: 400, body: { detail: 'Choose both from and to, or neither' } })
    expect(await refusal({ to: '2024-03-01' })).toEqual({ status: 400, body: { detail: 'Choose both from and to, or neither' } })
  })

  it('refuses from after to, a period over 366 days, and days before 1970', async () => {
    expect(await refusal({ from: '2024-03-02', to: '2024-03-01' })).toEqual({ status: 400, body: { detail: 'from (2024-03-02) comes after to (2024-03-01)' } })
    // 2023-01-01 … 2023-12-31 is 365 days, one more is 366; 2023-01-01 … 2024-01-02 is 367.
    expect(await choose({ from: '2023-01-01', to: '2024-01-01' })).toEqual({ from: '2023-01-01', to: '2024-01-01' })
    expect(await refusal({ from: '2023-01-01', to: '2024-01-02' })).toEqual({ status: 400, body: { detail: 'The period has 367 days; at most 366 can be read at once' } })
    expect(await refusal({ from: '1969-12-31', to: '1970-01-02' })).toEqual({ status: 400, body: { detail: 'from must be 1970-01-01 or later' } })
  })

  it('refuses a to after today in the account’s zone, and takes today from that zone', async () => {
    expect(await refusal({ from: '2026-11-18', to: '2026-11-19' })).toEqual({ status: 400, body: { detail: 'to (2026-11-19) is after today (2026-11-18 in Asia/Kuala_Lumpur)' } })
    // 00:30 on 18 Nov in Kuala Lumpur is still 17 Nov in UTC: 18 Nov is today for the account.
    expect(await choose({ from: '2026-11-18', to: '2026-11-18' }, kl('2026-11-18T00:30'))).toEqual({ from: '2026-11-18', to: '2026-11-18' })
    expect((await refusal({ from: '2026-11-18', to: '2026-11-18' }, kl('2026-11-17T23:59'))).status).toBe(400)
  })
})
