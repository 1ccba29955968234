/**
 * Weekly reports kept per account and week. An entry's summary is trusted while its stamp holds
 * (the store's revision for the account, the zone); when the stamp moves, the week is summed again
 * (one pass). Its PDF is trusted while the wording's stamp holds (the summary's, the business
 * name, the currency, the owner's goals); when that moves, the content is made again, and only
 * when what the PDF would say differs is it drawn again. So an upload of another month costs a
 * pass and keeps the same PDF, new rows for the week rebuild it, and a new currency or goal words
 * the same summary anew without a pass.
 *
 * Keyed by the sales store itself (a WeakMap), so a test database or a reset store never sees
 * another's entries, and a few weeks per account at most are kept.
 */
import type { SalesStorage } from '../store'
import type { ReportContent } from './content'
import type { WeekSummary } from './summary'

const WEEKS_KEPT = 4

export interface Built {
  /** The content the PDF was drawn from, serialised: equal content, same PDF. */
  fingerprint: string
  /** The wording's stamp it was last found current under: while that holds, the content is not even made. */
  stamp: string
  pdf: Promise<Uint8Array>
}

export interface CachedWeek {
  stamp: string
  summary: WeekSummary
  available: boolean
  built: Built | null
}

const stores = new WeakMap<SalesStorage, Map<string, Map<string, CachedWeek>>>()

function weeksOf(store: SalesStorage, accountId: string): Map<string, CachedWeek> {
  let accounts = stores.get(store)
  if (!accounts) stores.set(store, (accounts = new Map<string, Map<string, CachedWeek>>()))
  let weeks = accounts.get(accountId)
  if (!weeks) accounts.set(accountId, (weeks = new Map<string, CachedWeek>()))
  return weeks
}

/** The week's entry, summed again (keeping what was built) when `stamp` moved. */
export function cachedWeek(store: SalesStorage, accountId: string, weekId: string, stamp: string, summarise: () => WeekSummary, covers: (summary: WeekSummary) => boolean): CachedWeek {
  const weeks = weeksOf(store, accountId)
  const known = weeks.get(weekId)
  if (known?.stamp === stamp) return known
  const summary = summarise()
  const entry: CachedWeek = { stamp, summary, available: covers(summary), built: known?.built ?? null }
  weeks.delete(weekId)
  weeks.set(weekId, entry)
  for (const oldest of weeks.keys()) {
    if (weeks.size <= WEEKS_KEPT) break
    weeks.delete(oldest)
  }
  return entry
}

/** The week's PDF: the one already built while `stamp` (the wording's) holds or the content is the same, else a new one. */
export function builtPdf(entry: CachedWeek, stamp: string, makeContent: () => ReportContent, render: (content: ReportContent) => Promise<Uint8Array>): Promise<Uint8Array> {
  if (entry.built?.stamp === stamp) return entry.built.pdf
  const content = makeContent()
  const fingerprint = JSON.stringify(content)
  if (entry.built?.fingerprint === fingerprint) {
    entry.built.stamp = stamp
    return entry.built.pdf
  }
  const built: Built = { fingerprint, stamp, pdf: render(content) }
  entry.built = built
  // A failed build is not kept: the next request tries again.
  built.pdf.catch(() => {
    if (entry.built === built) entry.built = null
  })
  return built.pdf
}
