import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { m } from '../../../i18n/messages'
import { leadMachine, type LeadField } from '../../../machines/lead/lead.machine'
import { useMachineActor } from '../../app/inspection'
import { errorsInWords } from '../../components/field/form'
import type { LeadOutcome } from './lead-form'
import { LandingView } from './landing-view'
import { LEAD_FIELD_ERRORS } from './messages'

/**
 * A route change to `/#features` (the sign-in header's Features link) renders this lazily loaded
 * screen after the browser has given up looking for the anchor, so scroll to it once it exists.
 */
function useScrollToHash() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (typeof target?.scrollIntoView === 'function') target.scrollIntoView()
  }, [hash])
}

/** Binds the lead machine to the landing view (docs/product.md#landing-page, docs/product.md#lead-form-states). */
export default function LandingScreen() {
  const lead = useMachineActor(leadMachine)
  const fields = useSelector(lead, (snapshot) => snapshot.context.fields)
  const errors = useSelector(lead, (snapshot) => snapshot.context.errors)
  const refusals = useSelector(lead, (snapshot) => snapshot.context.refusals)
  const busy = useSelector(lead, (snapshot) => snapshot.hasTag('busy'))
  const outcome = useSelector(lead, (snapshot): LeadOutcome => {
    if (snapshot.matches('success')) return 'success'
    if (snapshot.matches('failure')) return 'failure'
    return null
  })
  useScrollToHash()

  const title = m.landing_documentTitle()
  useEffect(() => {
    document.title = title
  }, [title])

  return (
    <LandingView
      year={new Date().getFullYear()}
      lead={{
        fields,
        busy,
        outcome,
        errors: errorsInWords(errors, LEAD_FIELD_ERRORS),
        refusals,
        onChange: (field: LeadField, value: string) => lead.send({ type: 'form.change', field, value }),
        onSubmit: () => lead.send({ type: 'form.submit' }),
      }}
    />
  )
}
