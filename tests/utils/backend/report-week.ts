/**
 * Test-only: a hand-written week for the report's tests, in Kuala Lumpur (UTC+8), with every
 * figure worked out by hand below.
 */
import type { DayTotal } from '../../../backend/ingest/types'
import { batchOf, type TestRow } from './sales-batches'
import { weekStarting } from '../../../backend/report/week'

/*
 * The week of Monday 9 – Sunday 15 November 2026 in Kuala Lumpur (UTC+8), beside 2–8 November.
 *
 * Week before: Tue 3 Nov 12:10 R1 Kopi O 3.20 + Nasi Lemak 14.90 (Siti); Sun 8 Nov 23:59:59 R2
 *   Kopi O ×2 6.40 (Raj); a day total on Thu 5 Nov of 50.00 (Raj).
 *   revenue 24.50 + 50 = 74.50, orders 2, customers 2 (Siti, Raj), avg 24.50 / 2 = 12.25
 * The week: Mon 9 Nov 00:00:00 R3 Kopi O 3.20 (Siti); Wed 11 Nov 08:30 R4 Nasi Lemak 14.90 + Teh
 *   Tarik 3.80 (Siti); 08:45 Teh Tarik ×2 7.60 without a receipt; Sat 14 Nov 13:15 R5 Nasi Lemak ×2
 *   29.80 (Aisyah); 13:20 R6 a refund of Teh Tarik −3.80; Sun 15 Nov 23:59:59 R7 Kopi O 3.20; a day
 *   total on Thu 12 Nov of 200.00 (Siti, and a new customer).
 *   rows 3.20 + 18.70 + 7.60 + 29.80 − 3.80 + 3.20 = 58.70; revenue 258.70
 *   orders R3, R4, the row without a receipt, R5, R7 = 5 (the refund receipt R6 is no order);
 *   avg 58.70 / 5 = 11.74
 *   customers Siti, Aisyah + the day total's new one = 3
 *   changes revenue +247.2%, orders +150%, customers +50%, avg (11.74 − 12.25) / 12.25 = −4.2%
 * Outside both: Tue 20 Oct (the first data) and Mon 16 Nov 00:00 (the next week).
 */
export const KL = 'Asia/Kuala_Lumpur'
export const at = (local: string) => `${local}+08:00`
const SITI = 'email:siti@x.my'
const RAJ = 'email:raj@x.my'
const AISYAH = 'email:aisyah@x.my'
const NEW = 'email:new@x.my'

export const ROWS: TestRow[] = [
  { at: at('2026-10-20T09:00:00'), amount: 3.2, item: 'Kopi O', receipt: 'R0' },
  { at: at('2026-11-03T12:10:00'), amount: 3.2, item: 'Kopi O', receipt: 'R1', customer: SITI },
  { at: at('2026-11-03T12:10:00'), amount: 14.9, item: 'Nasi Lemak', receipt: 'R1', customer: SITI },
  { at: at('2026-11-08T23:59:59'), amount: 6.4, quantity: 2, item: 'Kopi O', receipt: 'R2', customer: RAJ },
  { at: at('2026-11-09T00:00:00'), amount: 3.2, item: 'Kopi O', receipt: 'R3', customer: SITI },
  { at: at('2026-11-11T08:30:00'), amount: 14.9, item: 'Nasi Lemak', receipt: 'R4', customer: SITI },
  { at: at('2026-11-11T08:30:00'), amount: 3.8, item: 'Teh Tarik', receipt: 'R4', customer: SITI },
  { at: at('2026-11-11T08:45:00'), amount: 7.6, quantity: 2, item: 'Teh Tarik' },
  { at: at('2026-11-14T13:15:00'), amount: 29.8, quantity: 2, item: 'Nasi Lemak', receipt: 'R5', customer: AISYAH },
  { at: at('2026-11-14T13:20:00'), amount: -3.8, quantity: -1, item: 'Teh Tarik', receipt: 'R6' },
  { at: at('2026-11-15T23:59:59'), amount: 3.2, item: 'Kopi O', receipt: 'R7' },
  { at: at('2026-11-16T00:00:00'), amount: 100, item: 'Kopi O', receipt: 'R8' },
]

export const day = (date: string, netAmount: number, customers: string[]): DayTotal => ({ date, netAmount, orders: null, outlet: null, customers })
export const TOTALS = [day('2026-11-05', 50, [RAJ]), day('2026-11-12', 200, [SITI, NEW])]
export const WEEK = weekStarting({ year: 2026, month: 11, day: 9 }, KL)

export const handSales = () => batchOf(ROWS)
