import { SalesStore } from '../../backend/sales/store'

/** The channel the tabs' sales stores mirror their writes on (see `SalesStore`). */
export const SALES_MIRROR_CHANNEL = 'selera-demo-sales'

/**
 * The sales store, counting the writes made through it, so that a reset under Node can tell
 * whether the seeded sales are still as seeded (`./seeded.ts`). Writes mirrored from another tab
 * are not counted: only Node, which has no mirror, reads the count.
 */
export class CountedSalesStore extends SalesStore {
  writes = 0

  override appendSales(...args: Parameters<SalesStore['appendSales']>): void {
    this.writes += 1
    super.appendSales(...args)
  }

  override addDayTotals(...args: Parameters<SalesStore['addDayTotals']>): void {
    this.writes += 1
    super.addDayTotals(...args)
  }

  override removeUpload(...args: Parameters<SalesStore['removeUpload']>): ReturnType<SalesStore['removeUpload']> {
    this.writes += 1
    return super.removeUpload(...args)
  }

  override clear(): void {
    this.writes += 1
    super.clear()
  }

  override restore(...args: Parameters<SalesStore['restore']>): void {
    this.writes += 1
    super.restore(...args)
  }
}
