import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine'
import { isoDayAt, localeIn } from '../../../../kernel/format'
import { useMachineActor } from '../../app/inspection'
import { selectPreferences, useSessionSelector } from '../../app/session-context'
import { canDrawCharts, loadCanvasChart } from './chart-loader'
import { DashboardView } from './dashboard-view'

/** Binds the dashboard machine to the view (docs/product.md#dashboard, docs/product.md#dashboard-states). */
export default function DashboardScreen() {
  const location = useLocation()
  const navigate = useNavigate()
  // A period the address names (the link under a chat answer) opens the dashboard on it, once:
  // the address then goes back to /dashboard, and the period bar says what is shown.
  const [named] = useState(() => periodInAddress(location.search))
  const preferences = useSessionSelector(selectPreferences)
  const dashboard = useMachineActor(dashboardMachine, { input: { period: named, account: preferences } })
  useEffect(() => {
    if (location.search !== '') void navigate({ search: '' }, { replace: true })
  }, [location.search, navigate])
  const state = useSelector(dashboard, (snapshot) => snapshot)

  // The charts' chunk (chart.js) is fetched alongside the data, not after it.
  useEffect(() => {
    if (canDrawCharts()) void loadCanvasChart()
  }, [])

  return (
    <DashboardView
      phase={state.value}
      entry={state.context.entry}
      selection={state.context.selection}
      today={isoDayAt(state.context.store.now(), localeIn(state.context.zone))}
      currency={state.context.currency}
      outlets={state.context.outlets}
      canRefresh={state.can({ type: 'dashboard.refresh' })}
      onRefresh={() => dashboard.send({ type: 'dashboard.refresh' })}
      onRetry={() => dashboard.send({ type: 'dashboard.retry' })}
      onPeriod={(period) => dashboard.send({ type: 'dashboard.choosePeriod', period })}
      onOutlet={(outlet) => dashboard.send({ type: 'dashboard.chooseOutlet', outlet })}
      onShowLatest={() => dashboard.send({ type: 'dashboard.showLatest' })}
    />
  )
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, or null; whether the dashboard can show it is the machine's to say. */
function periodInAddress(search: string): { from: string; to: string } | null {
  const params = new URLSearchParams(search)
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const day = /^\d{4}-\d{2}-\d{2}$/
  return day.test(from) && day.test(to) ? { from, to } : null
}
