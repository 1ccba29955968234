import { Icon } from './icons'
import { PRIORITY_SUPPORT } from './messages'
import './pricing.css'

interface Plan {
  name: string
  price: string
  period: string
  blurb: string
  perks: string[]
  cta: string
  featured?: boolean
}

/**
 * Pricing is a deviation from the spec, whose prototype linked to a section it never had
 * (docs/spec-deviations.md). The free trial carries the spec's own promises; the paid plans are
 * indicative and say so on the page.
 */
const PLANS: Plan[] = [
  {
    name: 'Free Trial',
    price: 'RM 0',
    period: 'for 14 days',
    blurb: 'Try every feature with your own sales data.',
    perks: ['No credit card required', 'Setup in under 5 minutes', 'One outlet, all features', 'Your first AI report in week one'],
    cta: 'Start free trial',
  },
  {
    name: 'Growth',
    price: 'RM 149',
    period: 'per month',
    blurb: 'For a single outlet ready to grow.',
    perks: ['Unlimited POS uploads', 'Weekly AI report as PDF', 'AI chat assistant, general and marketing', 'Social-media images from your brand assets'],
    cta: 'Choose Growth',
    featured: true,
  },
  {
    name: 'Chain',
    price: 'RM 399',
    period: 'per month',
    blurb: 'For small chains of up to 5 outlets.',
    perks: ['Everything in Growth', 'Up to 5 outlets in one account', 'One weekly report for the whole business', PRIORITY_SUPPORT],
    cta: 'Choose Chain',
  },
]

export function Pricing() {
  return (
    <section id="pricing" className="section section-muted" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple plans in ringgit</h2>
          <p>Start free. Move to a paid plan only when Selera has earned its place in your business.</p>
        </div>
        <ul className="plans grid grid-3 list-reset">
          {PLANS.map((plan) => (
            <li key={plan.name} className="card plan" data-featured={plan.featured ? 'true' : undefined}>
              {plan.featured ? <span className="badge badge-accent plan__badge">Most popular</span> : null}
              <h3>{plan.name}</h3>
              <p className="plan__price">
                <span className="plan__amount">{plan.price}</span> <span className="plan__period">{plan.period}</span>
              </p>
              <p className="plan__blurb">{plan.blurb}</p>
              <ul className="plan__perks list-reset">
                {plan.perks.map((perk) => (
                  <li key={perk}>
                    <Icon name="check" size={18} />
                    {perk}
                  </li>
                ))}
              </ul>
              <a className={`btn btn-block ${plan.featured ? 'btn-primary' : 'btn-secondary'}`} href="#get-started">
                {plan.cta}
              </a>
            </li>
          ))}
        </ul>
        <p className="plans__note">
          Indicative prices in Malaysian ringgit (RM), before SST. Your plan and price are confirmed with you during
          onboarding; nothing is charged during the trial.
        </p>
      </div>
    </section>
  )
}
