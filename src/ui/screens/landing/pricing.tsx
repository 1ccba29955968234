import { m } from '../../../i18n/messages'
import { Icon } from './icons'
import { SUPPORT_TEXT } from './messages'
import './pricing.css'

interface Plan {
  id: string
  name: () => string
  /** An amount, the same in every language. */
  price: string
  period: () => string
  blurb: () => string
  perks: (() => string)[]
  cta: () => string
  featured?: boolean
}

/**
 * Pricing is a deviation from the spec, whose prototype linked to a section it never had
 * (docs/spec-deviations.md). The free trial carries the spec's own promises; the paid plans are
 * indicative and say so on the page.
 */
const PLANS: Plan[] = [
  {
    id: 'trial',
    name: m.landing_plan_trial_name,
    price: 'RM 0',
    period: m.landing_plan_trial_period,
    blurb: m.landing_plan_trial_blurb,
    perks: [m.landing_promise_noCard, m.landing_promise_setup, m.landing_plan_trial_outlet, m.landing_plan_trial_report],
    cta: m.lead_submit,
  },
  {
    id: 'growth',
    name: m.landing_plan_growth_name,
    price: 'RM 149',
    period: m.landing_pricing_perMonth,
    blurb: m.landing_plan_growth_blurb,
    perks: [m.landing_plan_growth_uploads, m.landing_plan_growth_report, m.landing_plan_growth_chat, m.landing_plan_growth_images],
    cta: m.landing_plan_growth_cta,
    featured: true,
  },
  {
    id: 'chain',
    name: m.landing_plan_chain_name,
    price: 'RM 399',
    period: m.landing_pricing_perMonth,
    blurb: m.landing_plan_chain_blurb,
    perks: [m.landing_plan_chain_everything, m.landing_plan_chain_outlets, m.landing_plan_chain_report, () => SUPPORT_TEXT.priority],
    cta: m.landing_plan_chain_cta,
  },
]

export function Pricing() {
  return (
    <section id="pricing" className="section section-muted" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">{m.landing_pricing_eyebrow()}</p>
          <h2 id="pricing-title">{m.landing_pricing_title()}</h2>
          <p>{m.landing_pricing_lede()}</p>
        </div>
        <ul className="plans grid grid-3 list-reset">
          {PLANS.map((plan) => (
            <li key={plan.id} className="card plan" data-featured={plan.featured ? 'true' : undefined}>
              {plan.featured ? <span className="badge badge-accent plan__badge">{m.landing_pricing_mostPopular()}</span> : null}
              <h3>{plan.name()}</h3>
              <p className="plan__price">
                <span className="plan__amount">{plan.price}</span> <span className="plan__period">{plan.period()}</span>
              </p>
              <p className="plan__blurb">{plan.blurb()}</p>
              <ul className="plan__perks list-reset">
                {plan.perks.map((perk, index) => (
                  <li key={index}>
                    <Icon name="check" size={18} />
                    {perk()}
                  </li>
                ))}
              </ul>
              <a className={`btn btn-block ${plan.featured ? 'btn-primary' : 'btn-secondary'}`} href="#get-started">
                {plan.cta()}
              </a>
            </li>
          ))}
        </ul>
        <p className="plans__note">{m.landing_pricing_note()}</p>
      </div>
    </section>
  )
}
