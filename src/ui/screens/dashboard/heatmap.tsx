import { currencySymbol, DEFAULT_LOCALE, hourLabel, money, WEEKDAYS, type Locale } from '../../../format'

/** Shades of the heatmap: 0 is no sales, 4 the busiest quarter. */
const LEVELS = 4

function level(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0
  return Math.max(1, Math.ceil((value / max) * LEVELS))
}

/** The hours worth a column: from the first to the last with any sales (a café's night is empty). */
function openHours(heatmap: readonly (readonly number[])[]): number[] {
  const sold = Array.from({ length: 24 }, (_, hour) => heatmap.some((row) => (row[hour] ?? 0) > 0))
  const first = sold.indexOf(true)
  const last = sold.lastIndexOf(true)
  if (first === -1) return []
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}

/** The busiest weekday and hour, in words, its amount in `locale`'s currency. */
export function busiestSlot(heatmap: readonly (readonly number[])[], locale: Locale = DEFAULT_LOCALE): string | null {
  let best = { day: -1, hour: -1, value: 0 }
  heatmap.forEach((row, day) =>
    row.forEach((value, hour) => {
      if (value > best.value) best = { day, hour, value }
    }),
  )
  if (best.day < 0) return null
  return `${WEEKDAYS[best.day]} ${hourLabel(best.hour)}–${hourLabel(best.hour + 1)} (${money(best.value, locale)})`
}

/** Under 'When you sell' when the period's sales have no time of day. */
export const NO_HOURS_NOTE = 'No sales with a time of day in this period: sales dated by day count in the daily chart, not by hour.'

/**
 * Revenue by weekday × local hour as an HTML table with shaded cells: a screen reader reads it as
 * the table it is, each cell with its amount (in `locale`'s currency); sighted owners see the shade (and a legend).
 */
export function Heatmap({ heatmap, anySales = false, locale = DEFAULT_LOCALE }: { heatmap: readonly (readonly number[])[]; anySales?: boolean; locale?: Locale }) {
  const hours = openHours(heatmap)
  const max = Math.max(0, ...heatmap.flat())
  const busiest = busiestSlot(heatmap, locale)
  if (hours.length === 0) {
    // Sales dated by day only (a sheet without times) have no hour: say so rather than drop the chart.
    if (!anySales) return null
    return (
      <figure className="chart chart--wide">
        <figcaption className="chart__caption">
          <span className="chart__title">When you sell</span>
          <span className="chart__note">{NO_HOURS_NOTE}</span>
        </figcaption>
      </figure>
    )
  }
  return (
    <figure className="chart chart--wide">
      <figcaption className="chart__caption">
        <span className="chart__title">When you sell</span>
        <span className="chart__note">Revenue by weekday and hour, in this period.{busiest ? ` Busiest: ${busiest}.` : ''}</span>
      </figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className="heatmap__scroll" role="region" aria-label="Revenue by weekday and hour (scrolls sideways)" tabIndex={0}>
        <table className="heatmap">
          <caption className="visually-hidden">Revenue by weekday and hour ({currencySymbol(locale.currency)}), in this period</caption>
          <thead>
            <tr>
              <td />
              {hours.map((hour) => (
                <th key={hour} scope="col" className="heatmap__hour">
                  <abbr title={`${hourLabel(hour)}–${hourLabel(hour + 1)}`}>{hourLabel(hour).replace(' ', '')}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.map((row, day) => (
              <tr key={WEEKDAYS[day]}>
                <th scope="row" className="heatmap__day">
                  <abbr title={WEEKDAYS[day]}>{WEEKDAYS[day]!.slice(0, 3)}</abbr>
                </th>
                {hours.map((hour) => {
                  const value = row[hour] ?? 0
                  return (
                    <td key={hour} className={`heatmap__cell heatmap__cell--${level(value, max)}`}>
                      <span className="visually-hidden">{money(value, locale)}</span>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="heatmap__hint" aria-hidden="true">
        Scroll sideways for the later hours.
      </p>
      <p className="heatmap__legend" aria-hidden="true">
        <span>Less</span>
        {Array.from({ length: LEVELS + 1 }, (_, i) => (
          <span key={i} className={`heatmap__cell heatmap__cell--${i} heatmap__swatch`} />
        ))}
        <span>More</span>
      </p>
    </figure>
  )
}
