import { m } from '../../../i18n/messages'
import { LandingSection } from './landing-section'

const STEPS: { id: string; title: () => string; text: () => string }[] = [
  { id: 'sign-up', title: m.landing_how_signUp_title, text: m.landing_how_signUp_text },
  { id: 'goals', title: m.landing_how_goals_title, text: m.landing_how_goals_text },
  { id: 'insights', title: m.landing_how_insights_title, text: m.landing_how_insights_text },
]

export function HowItWorks() {
  return (
    <LandingSection titleId="how-title" eyebrow={m.landing_how_eyebrow()} title={m.landing_how_title()}>
      <ol className="steps list-reset">
        {STEPS.map((step, index) => (
          <li key={step.id} className="step">
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>
              <span className="visually-hidden">{m.landing_how_step({ number: index + 1 })}</span>
              {step.title()}
            </h3>
            <p>{step.text()}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}
