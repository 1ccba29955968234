import { expect } from 'vitest'
import { env } from '../../src/config/env'

export const SAMPLE_LEAD = { email: 'aminah@kopi.my', company_name: 'Kopi Aminah', country: 'MY' } as const

/** A visitor's lead, stored by the fake backend through the real `POST /leads`. */
export async function leaveLead(lead: { email: string; company_name: string; country: string } = SAMPLE_LEAD): Promise<void> {
  const response = await fetch(`${env.apiBase}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  })
  expect(response.status).toBe(201)
}
