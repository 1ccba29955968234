/**
 * Weekly reports kept per account and week. An entry's summary is trusted while its stamp holds
 * (the store's revision for the account, the zone); when the stamp moves, the week is summed again
 * (one pass). Its PDF is trusted while the wording's stamp holds (the summary's, the business name,
 * the currency, the owner's goals); when that moves, the content is made again, and only when what
 * the PDF would say differs is it drawn again. So an upload of another month costs a pass and keeps
 * the same PDF, new rows for the week rebuild it, and a new currency or goal words the same summary
 * anew without a pass.
 *
 * Keyed by the sales storage's `cacheKey` (a WeakMap; a transaction's view has the same), so a test
 * database or a reset store never sees another's entries, and a few weeks per account at most are
 * kept.
 */
import type { SalesStorage } from '../store'
import type { ReportContent } from './content'
import type { WeekSummary } from './summary'

const WEEKS_KEPT = 4

export interface Built {
  /** The content the PDF was drawn from, serialised: equal content, same PDF; null while it is being made. */
  fingerprint: string | null
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

/** A week's entry as it is kept: its stamp at once, its summary when summed (requests that arrive together share it). */
interface KeptWeek {
  stamp: string
  entry: Promise<CachedWeek>
}

const stores = new WeakMap<object, Map<string, Map<string, KeptWeek>>>()

function weeksOf(store: SalesStorage, accountId: string): Map<string, KeptWeek> {
  let accounts = stores.get(store.cacheKey)
  if (!accounts) stores.set(store.cacheKey, (accounts = new Map<string, Map<string, KeptWeek>>()))
  let weeks = accounts.get(accountId)
  if (!weeks) accounts.set(accountId, (weeks = new Map<string, KeptWeek>()))
  return weeks
}

/** The week's entry, summed again (keeping what was built) when `stamp` moved. */
export function cachedWeek(store: SalesStorage, accountId: string, weekId: string, stamp: string, summarise: () => Promise<WeekSummary>, covers: (summary: WeekSummary) => boolean): Promise<CachedWeek> {
  const weeks = weeksOf(store, accountId)
  const known = weeks.get(weekId)
  if (known?.stamp === stamp) return known.entry
  const entry = (async (): Promise<CachedWeek> => {
    const summary = await summarise()
    const built = known ? ((await known.entry.catch(() => null))?.built ?? null) : null
    return { stamp, summary, available: covers(summary), built }
  })()
  const kept = { stamp, entry }
  weeks.delete(weekId)
  weeks.set(weekId, kept)
  // A failed summary is not kept: the next request sums the week again.
  entry.catch(() => {
    if (weeks.get(weekId) === kept) weeks.delete(weekId)
  })
  for (const oldest of weeks.keys()) {
    if (weeks.size <= WEEKS_KEPT) break
    weeks.delete(oldest)
  }
  return entry
}

/**
 * The week's PDF: the one already built while `stamp` (the wording's) holds or the content is the
 * same, else a new one. The entry takes the new stamp at once, before its content is made, so
 * requests that arrive together share one build.
 */
export function builtPdf(entry: CachedWeek, stamp: string, makeContent: () => Promise<ReportContent>, render: (content: ReportContent) => Promise<Uint8Array>): Promise<Uint8Array> {
  if (entry.built?.stamp === stamp) return entry.built.pdf
  const previous = entry.built
  const built: Built = { fingerprint: null, stamp, pdf: Promise.resolve(new Uint8Array()) }
  built.pdf = (async () => {
    const content = await makeContent()
    const fingerprint = JSON.stringify(content)
    built.fingerprint = fingerprint
    return previous?.fingerprint === fingerprint ? previous.pdf : render(content)
  })()
  entry.built = built
  // A failed build is not kept: the next request tries again.
  built.pdf.catch(() => {
    if (entry.built === built) entry.built = null
  })
  return built.pdf
}
