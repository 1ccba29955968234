import { useId, type FormEvent } from 'react'
import type { DashboardPeriod } from '../../../../kernel/contract'
import { customPeriodProblem, EARLIEST_PERIOD_DAY, PERIOD_PRESETS, type DashboardSelection, type PeriodChoice } from '../../../machines/dashboard/dashboard.period'
import { calendarDay, formatPeriod } from '../../../../kernel/format'
import { PERIOD_TEXT } from './messages'
import './period-bar.css'

export interface PeriodBarProps {
  selection: DashboardSelection
  /** The days on screen (the answer's period), the custom range's starting values. */
  shown: DashboardPeriod | null
  /** The account's today, `YYYY-MM-DD`: no day after it can be chosen. */
  today: string
  /** The account's outlets: a choice only when there are two or more. */
  outlets: readonly string[]
  onPeriod: (period: PeriodChoice) => void
  onOutlet: (outlet: string | null) => void
}

/** The custom range: two days and Show; the browser says what is wrong with them, on the field. */
function CustomRange({ selection, shown, today, onPeriod }: Pick<PeriodBarProps, 'selection' | 'shown' | 'today' | 'onPeriod'>) {
  const custom = selection.period.preset === 'custom' ? selection.period : null
  const start = custom ?? shown
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const from = form.elements.namedItem('from') as HTMLInputElement
    const to = form.elements.namedItem('to') as HTMLInputElement
    if (!from.value || !to.value) return form.reportValidity()
    const problem = customPeriodProblem({ from: from.value, to: to.value }, today)
    to.setCustomValidity(problem ? PERIOD_TEXT.problems[problem] : '')
    if (problem) return to.reportValidity()
    onPeriod({ preset: 'custom', from: from.value, to: to.value })
  }
  const clear = (event: FormEvent<HTMLFormElement>) => (event.currentTarget.elements.namedItem('to') as HTMLInputElement).setCustomValidity('')
  return (
    // Reopened on a new custom range (a new key), closed when a preset is chosen.
    <details className="period-bar__custom" open={custom !== null} key={custom ? `${custom.from}/${custom.to}` : 'preset'}>
      <summary className={`period-bar__chip${custom ? ' period-bar__chip--on' : ''}`}>{PERIOD_TEXT.custom}</summary>
      <form className="period-bar__range" onSubmit={submit} onInput={clear} noValidate>
        <label className="period-bar__day">
          <span>{PERIOD_TEXT.from}</span>
          <input className="input" type="date" name="from" required min={EARLIEST_PERIOD_DAY} max={today} defaultValue={start?.from} />
        </label>
        <label className="period-bar__day">
          <span>{PERIOD_TEXT.to}</span>
          <input className="input" type="date" name="to" required min={EARLIEST_PERIOD_DAY} max={today} defaultValue={start?.to} />
        </label>
        <button type="submit" className="btn btn-primary btn-sm">
          {PERIOD_TEXT.show}
        </button>
      </form>
    </details>
  )
}

/**
 * The dashboard's period and outlet (docs/product.md#dashboard-period): the presets owners know
 * from their POS back office as toggle buttons, a custom range, and the outlet for a chain. Every
 * choice goes to the machine, which loads it.
 */
export function PeriodBar({ selection, shown, today, outlets, onPeriod, onOutlet }: PeriodBarProps) {
  const outletId = useId()
  // The chosen outlet stays an option (and the way back to all) even when an answer lists none.
  const options = selection.outlet === null || outlets.includes(selection.outlet) ? outlets : [...outlets, selection.outlet]
  return (
    <div className="period-bar">
      <div className="period-bar__periods" role="group" aria-label={PERIOD_TEXT.period}>
        {PERIOD_PRESETS.map((preset) => (
          <button key={preset} type="button" className="period-bar__chip" aria-pressed={selection.period.preset === preset} onClick={() => onPeriod({ preset })}>
            {PERIOD_TEXT.presets[preset]}
          </button>
        ))}
        <CustomRange selection={selection} shown={shown} today={today} onPeriod={onPeriod} />
      </div>
      {options.length > 1 || selection.outlet !== null ? (
        <div className="period-bar__outlet">
          <label htmlFor={outletId}>{PERIOD_TEXT.outlet}</label>
          <select id={outletId} className="input" value={selection.outlet ?? ''} onChange={(event) => onOutlet(event.currentTarget.value || null)}>
            <option value="">{PERIOD_TEXT.allOutlets}</option>
            {options.map((outlet) => (
              <option key={outlet} value={outlet}>
                {outlet}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {shown ? <p className="period-bar__showing">{PERIOD_TEXT.showing(formatPeriod(calendarDay(shown.from), calendarDay(shown.to)))}</p> : null}
    </div>
  )
}

/**
 * An empty period in an account with sales elsewhere (docs/product.md#dashboard-period): says so,
 * and shows the latest 30 days with sales in one click.
 */
export function LatestDataOffer({ last, offer, onShow }: { last: string; offer: DashboardPeriod; onShow: () => void }) {
  const range = formatPeriod(calendarDay(offer.from), calendarDay(offer.to))
  return (
    <section className="card latest-offer" aria-labelledby="latest-offer-title">
      <h2 id="latest-offer-title" className="latest-offer__title">
        {PERIOD_TEXT.noSalesInPeriod}
      </h2>
      <p>{PERIOD_TEXT.latestSales(formatPeriod(calendarDay(last), calendarDay(last)))}</p>
      <button type="button" className="btn btn-primary" onClick={onShow}>
        {PERIOD_TEXT.showLatest(range)}
      </button>
    </section>
  )
}
