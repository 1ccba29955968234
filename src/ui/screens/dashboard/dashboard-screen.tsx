import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine'
import { isoDayAt, localeIn } from '../../../format'
import { useMachineActor } from '../../app/inspection'
import { canDrawCharts, loadCanvasChart } from './chart-spec'
import { DashboardView } from './dashboard-view'

/** Binds the dashboard machine to the view (docs/product.md#dashboard, docs/product.md#dashboard-states). */
export default function DashboardScreen() {
  const dashboard = useMachineActor(dashboardMachine, { input: {} })
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
