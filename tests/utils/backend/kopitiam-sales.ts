/**
 * The marketing tests' kopitiam, open 8 am – 8 pm (last sales at 7 pm) from Tue 20 Oct to Tue 17 Nov
 * 2026: every hour two Teh Tarik (RM3.50 each) and a Kopi O (RM2.80), a Nasi Lemak Ayam (RM12)
 * every third hour from 8 am, one Kuih Lapis (RM2.20) a day at 10 am; except on Tuesdays from 3 to
 * 5 pm, when only the Kopi O sells. So the Teh Tarik sells best and Tuesdays 3–5 pm are quiet.
 */
import { kl } from './analytics-clock'
import type { TestRow } from './sales-batches'

export const KOPITIAM_FIRST_DAY = '2026-10-20'
export const KOPITIAM_DAYS = 29

export function kopitiamRows(): TestRow[] {
  const rows: TestRow[] = []
  let receipt = 0
  for (let d = 0; d < KOPITIAM_DAYS; d++) {
    const day = new Date(Date.parse(`${KOPITIAM_FIRST_DAY}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10)
    const tuesday = new Date(`${day}T00:00:00Z`).getUTCDay() === 2
    for (let hour = 8; hour <= 19; hour++) {
      const at = kl(`${day}T${String(hour).padStart(2, '0')}:20`)
      const sale = (item: string, amount: number, quantity = 1) => rows.push({ at, amount, quantity, item, receipt: `R${++receipt}` })
      sale('Kopi O', 2.8)
      if (tuesday && (hour === 15 || hour === 16)) continue
      sale('Teh Tarik', 7, 2)
      if ((hour - 8) % 3 === 0) sale('Nasi Lemak Ayam', 12)
      if (hour === 10) sale('Kuih Lapis', 2.2)
    }
  }
  return rows
}
