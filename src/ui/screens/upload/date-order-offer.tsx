import { useId } from 'react'
import type { DateOrder, UploadDateOrder } from '../../../../kernel/contract'
import { calendarDay, formatDay } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'

/** Whole sentences for each order, so a translator places 'day first' where the language wants it. */
const REREAD: Record<DateOrder, () => string> = { DMY: m.upload_dateOrder_reread_DMY, MDY: m.upload_dateOrder_reread_MDY }
const UNPROVEN: Record<DateOrder, () => string> = { DMY: m.upload_dateOrder_unproven_DMY, MDY: m.upload_dateOrder_unproven_MDY }
const EXAMPLE: Record<DateOrder, (inputs: { text: string; read: string; other: string }) => string> = {
  DMY: m.upload_dateOrder_example_DMY,
  MDY: m.upload_dateOrder_example_MDY,
}

/** The button that reads the file again the other way: 'Read dates month first instead'. */
export function rereadLabel(offer: UploadDateOrder): string {
  return REREAD[offer.alternative]()
}

/** `12/1/2010 was read as 12 Jan 2010; month first it is 1 Dec 2010.` */
export function offerText(offer: UploadDateOrder): string {
  const { example } = offer
  if (!example) return UNPROVEN[offer.order]()
  return EXAMPLE[offer.alternative]({ text: example.text, read: formatDay(calendarDay(example.read)), other: formatDay(calendarDay(example.other)) })
}

/**
 * Under a stored upload whose dates were read in an order nothing proved (docs/product.md#how-uploads-are-read):
 * what a date became, and the other reading one click away (the file is sent again with it).
 */
export function DateOrderOffer({ offer, onReread }: { offer: UploadDateOrder; onReread: () => void }) {
  const id = useId()
  return (
    <div className="upload-card__offer">
      <p id={id} className="upload-card__lede">
        {offerText(offer)}
      </p>
      <button type="button" className="btn btn-secondary btn-sm" aria-describedby={id} onClick={onReread}>
        {rereadLabel(offer)}
      </button>
    </div>
  )
}
