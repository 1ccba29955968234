import { useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import type { SectionMachine, SectionSavedEmitted, SectionValues, Submitted } from '../../../machines/settings/section-form'
import { useMachineActor } from '../../app/inspection'

export type SectionPhase = 'editing' | 'submitting' | 'done' | 'failed'

/** A tab's view of its form machine: the values as the tab types them, and the two events. */
export interface SectionBinding<V extends SectionValues, P extends string> {
  phase: SectionPhase
  busy: boolean
  values: V
  refused: P | null
  reason: string | null
  submitted: Submitted<V>[]
  /** Whether Save would send now (the machine's guard: a goal and its description, a support request's words). */
  sendable: boolean
  change: <K extends keyof V & string>(field: K, value: V[K]) => void
  submit: () => void
}

/** Starts a tab's form machine from what was loaded (and whose it is, for a form that keeps a log); `onSaved` hears each successful save. */
export function useSection<V extends SectionValues, P extends string>(
  machine: SectionMachine<V, P>,
  values: V,
  options: { account?: string; onSaved?: (saved: SectionSavedEmitted<V>) => void } = {},
): SectionBinding<V, P> {
  const actor = useMachineActor(machine, { input: { values, account: options.account ?? null } })
  const state = useSelector(actor, (snapshot) => snapshot)
  const { onSaved } = options
  useEffect(() => {
    if (!onSaved) return
    const subscription = actor.on('section.saved', (saved) => onSaved(saved as unknown as SectionSavedEmitted<V>))
    return () => subscription.unsubscribe()
  }, [actor, onSaved])
  const change = useCallback<SectionBinding<V, P>['change']>((field, value) => actor.send({ type: 'section.change', field, value }), [actor])
  const submit = useCallback(() => actor.send({ type: 'section.submit' }), [actor])
  return {
    phase: state.value,
    busy: state.hasTag('busy'),
    values: state.context.values as V,
    refused: state.context.refused,
    reason: state.context.reason,
    submitted: state.context.submitted as Submitted<V>[],
    sendable: state.can({ type: 'section.submit' }),
    change,
    submit,
  }
}
