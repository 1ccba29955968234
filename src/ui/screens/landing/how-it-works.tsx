import { LandingSection } from './landing-section'

const STEPS = [
  {
    title: 'Sign up',
    text: 'Leave your email and company name. No credit card required, and setup takes under 5 minutes.',
  },
  {
    title: 'Set your goals',
    text: 'Tell Selera what you want to improve, from revenue to repeat customers, and upload your POS export.',
  },
  {
    title: 'Get insights',
    text: 'See your dashboard and AI insights straight away, and a PDF report every week after that.',
  },
]

export function HowItWorks() {
  return (
    <LandingSection titleId="how-title" eyebrow="How it works" title="From sign-up to insights in three steps">
      <ol className="steps list-reset">
        {STEPS.map((step, index) => (
          <li key={step.title} className="step">
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}
