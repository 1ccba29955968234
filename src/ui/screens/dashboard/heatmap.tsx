import { currencySymbol, DEFAULT_LOCALE, hourLabel, money, WEEKDAYS, type Locale } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'

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

/** An hour of the day as a range: '12 pm–1 pm'. */
const hoursOf = (hour: number) => m.dashboard_heatmap_hours({ from: hourLabel(hour), to: hourLabel(hour + 1) })

/** The busiest weekday and hour, in words, its amount in `locale`'s currency. */
export function busiestSlot(heatmap: readonly (readonly number[])[], locale: Locale = DEFAULT_LOCALE): string | null {
  let best = { day: -1, hour: -1, value: 0 }
  heatmap.forEach((row, day) =>
    row.forEach((value, hour) => {
      if (value > best.value) best = { day, hour, value }
    }),
  )
  if (best.day < 0) return null
  return m.dashboard_heatmap_slot({ day: WEEKDAYS[best.day]!, hours: hoursOf(best.hour), amount: money(best.value, locale) })
}

/** The chart's words; `noHours`: under 'When you sell' when the period's sales have no time of day. */
export const HEATMAP_TEXT = {
  get title() { return m.dashboard_heatmap_title() },
  get noHours() { return m.dashboard_heatmap_noHours() },
}

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
          <span className="chart__title">{HEATMAP_TEXT.title}</span>
          <span className="chart__note">{HEATMAP_TEXT.noHours}</span>
        </figcaption>
      </figure>
    )
  }
  return (
    <figure className="chart chart--wide">
      <figcaption className="chart__caption">
        <span className="chart__title">{HEATMAP_TEXT.title}</span>
        <span className="chart__note">{busiest ? `${m.dashboard_heatmap_note()} ${m.dashboard_heatmap_busiest({ slot: busiest })}` : m.dashboard_heatmap_note()}</span>
      </figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className="heatmap__scroll" role="region" aria-label={m.dashboard_heatmap_region()} tabIndex={0}>
        <table className="heatmap">
          <caption className="visually-hidden">{m.dashboard_heatmap_caption({ symbol: currencySymbol(locale.currency) })}</caption>
          <thead>
            <tr>
              <td />
              {hours.map((hour) => (
                <th key={hour} scope="col" className="heatmap__hour">
                  <abbr title={hoursOf(hour)}>{hourLabel(hour).replace(' ', '')}</abbr>
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
        {m.dashboard_heatmap_hint()}
      </p>
      <p className="heatmap__legend" aria-hidden="true">
        <span>{m.dashboard_heatmap_less()}</span>
        {Array.from({ length: LEVELS + 1 }, (_, i) => (
          <span key={i} className={`heatmap__cell heatmap__cell--${i} heatmap__swatch`} />
        ))}
        <span>{m.dashboard_heatmap_more()}</span>
      </p>
    </figure>
  )
}
