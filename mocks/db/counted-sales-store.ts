import { SalesStore, type SalesWrite } from '../../backend/sales/store'

/** The channel the tabs' sales stores mirror their writes on. */
export const SALES_MIRROR_CHANNEL = 'selera-demo-sales'

export interface DemoSalesStoreOptions {
  /** BroadcastChannel name shared by the tabs whose stores should stay the same; none: this store alone. */
  mirrorChannel?: string
}

/**
 * The demo's sales store. In the browser its writes are mirrored to the other tabs over a
 * BroadcastChannel, as the demo's records are: otherwise a second tab, whose records did learn of
 * an upload, would save a snapshot without that upload's rows and lose them at the next reload.
 *
 * It counts the writes made through it, so that a reset under Node can tell whether the seeded
 * sales are still as seeded (`./seeded.ts`). Writes mirrored from another tab are not counted:
 * only Node, which has no mirror, reads the count.
 */
export class CountedSalesStore extends SalesStore {
  writes = 0
  private readonly channel: BroadcastChannel | null

  constructor(options: DemoSalesStoreOptions = {}) {
    super()
    this.channel = options.mirrorChannel && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(options.mirrorChannel) : null
    if (this.channel) {
      this.channel.onmessage = (event: MessageEvent<SalesWrite>) => {
        try {
          this.applyWrite(event.data)
        } catch (error) {
          console.warn('[selera demo] could not mirror a sales write from another tab', error)
        }
      }
    }
  }

  protected override written(change: SalesWrite): void {
    this.channel?.postMessage(change)
  }

  /** Stops mirroring (tests; a page never needs to). */
  close(): void {
    this.channel?.close()
  }

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
