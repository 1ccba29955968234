/**
 * Which outlets an outlet-by-outlet answer lists ("best sellers by outlet", "peak hour per
 * outlet"): the account's outlets in its order, as many as keep the table readable (and the answer
 * well under MAX_ANSWER_CHARS, where it would be cut); the others are counted in a sentence, never
 * quietly left out.
 */
import type { BackendContext } from '../../context'
import { accountOutlets } from '../../analytics/outlets'
import { UNKNOWN } from '../../analytics/series'
import { money, type Locale } from '../../../kernel/format'
import { readPeriod, type Reading } from './reading'
import { fill, type Phrase } from '../../phrase'

/** Table rows an outlet-by-outlet answer lists at most. */
export const MOST_OUTLET_ROWS = 36

const MORE_OUTLETS: Phrase = {
  en: '{count} more outlets are not listed here: ask about one by name.',
  ms: '{count} cawangan lagi tidak disenaraikan di sini: tanya tentang satu dengan menyebut namanya.',
  zh: '还有{count}家分店没有列在这里：请说出分店名称再问。',
}

const NO_OUTLET: Phrase = {
  en: 'Sales of {amount} record no outlet and are in no row of the table.',
  ms: 'Jualan bernilai {amount} tidak merekodkan cawangan dan tiada dalam mana-mana baris jadual.',
  zh: '有{amount}的销售没有记录分店，不在表格的任何一行中。',
}

/** The sentence about sale rows of from … to that name no outlet (in no outlet's row), or null. */
export function noOutletNote(reading: Reading, from: string, to: string): string | null {
  const amount = readPeriod(reading, from, to).series.byOutlet.find((group) => group.name === UNKNOWN)?.revenue ?? 0
  return amount === 0 ? null : fill(reading.locale, NO_OUTLET, { amount: money(amount, reading.locale) })
}

export interface ListedOutlets {
  outlets: string[]
  /** The sentence about the outlets left out, or null when all are listed. */
  more: string | null
}

/** The outlets to list at `rowsEach` rows each, and what to say of the rest. */
export async function listedOutlets(ctx: BackendContext, accountId: string, rowsEach: number, locale: Locale): Promise<ListedOutlets> {
  const all = await accountOutlets(ctx.store.sales, accountId)
  const fit = Math.max(1, Math.floor(MOST_OUTLET_ROWS / Math.max(1, rowsEach)))
  if (all.length <= fit) return { outlets: all, more: null }
  return { outlets: all.slice(0, fit), more: fill(locale, MORE_OUTLETS, { count: String(all.length - fit) }) }
}
