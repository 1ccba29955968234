/**
 * Which outlets an outlet-by-outlet answer lists ("best sellers by outlet", "peak hour per
 * outlet"): the account's outlets in its order, as many as keep the table readable (and the answer
 * well under MAX_ANSWER_CHARS, where it would be cut); the others are counted in a sentence, never
 * quietly left out.
 */
import type { BackendContext } from '../../context'
import { accountOutlets } from '../../analytics/outlets'
import type { Locale } from '../../../src/format'
import { fill, type Phrase } from './text'

/** Table rows an outlet-by-outlet answer lists at most. */
export const MOST_OUTLET_ROWS = 36

const MORE_OUTLETS: Phrase = {
  en: '{count} more outlets are not listed here: ask about one by name.',
  ms: '{count} cawangan lagi tidak disenaraikan di sini: tanya tentang satu dengan menyebut namanya.',
}

export interface ListedOutlets {
  outlets: string[]
  /** The sentence about the outlets left out, or null when all are listed. */
  more: string | null
}

/** The outlets to list at `rowsEach` rows each, and what to say of the rest. */
export function listedOutlets(ctx: BackendContext, accountId: string, rowsEach: number, locale: Locale): ListedOutlets {
  const all = accountOutlets(ctx.store.sales, accountId)
  const fit = Math.max(1, Math.floor(MOST_OUTLET_ROWS / Math.max(1, rowsEach)))
  if (all.length <= fit) return { outlets: all, more: null }
  return { outlets: all.slice(0, fit), more: fill(locale, MORE_OUTLETS, { count: String(all.length - fit) }) }
}
