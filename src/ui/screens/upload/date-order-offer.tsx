import { useId } from 'react'
import type { DateOrder, UploadDateOrder } from '../../../api/schemas'
import { calendarDay, formatDay } from '../../../format'

const ORDER_WORDS: Record<DateOrder, string> = { DMY: 'day first', MDY: 'month first' }

/** The button that reads the file again the other way: 'Read dates month first instead'. */
export function rereadLabel(offer: UploadDateOrder): string {
  return `Read dates ${ORDER_WORDS[offer.alternative]} instead`
}

/** `12/1/2010 was read as 12 Jan 2010; month first it is 1 Dec 2010.` */
export function offerText(offer: UploadDateOrder): string {
  const { example } = offer
  if (!example) return `Nothing in the file shows whether its dates are day or month first: they were read ${ORDER_WORDS[offer.order]}.`
  return `${example.text} was read as ${formatDay(calendarDay(example.read))}; ${ORDER_WORDS[offer.alternative]} it is ${formatDay(calendarDay(example.other))}.`
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
