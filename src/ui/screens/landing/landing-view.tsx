import { Link } from 'react-router-dom'
import { PublicHeader, type PublicHeaderLink } from '../../components/public-header/public-header'
import { Features } from './features'
import { Footer } from './footer'
import { Goals } from './goals'
import { Hero } from './hero'
import { HowItWorks } from './how-it-works'
import type { LeadFormProps } from './lead-form'
import { Pricing } from './pricing'
import { Solutions } from './solutions'
import './landing.css'

export interface LandingViewProps {
  lead: LeadFormProps
  /** The copyright year, from the clock (the screen reads it; the view stays pure). */
  year: number
}

const HEADER_LINKS: PublicHeaderLink[] = [
  { label: 'Features', href: '#features' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'Solutions', href: '#solutions' },
]

/** The public landing page (docs/product.md#landing-page), rendered from plain props. */
export function LandingView({ lead, year }: LandingViewProps) {
  return (
    <div className="landing">
      <PublicHeader
        links={HEADER_LINKS}
        mainId="main"
        action={
          <Link className="btn btn-primary btn-sm" to="/login">
            Sign In
          </Link>
        }
      />
      <main id="main" tabIndex={-1}>
        <Hero lead={lead} />
        <Features />
        <Goals />
        <HowItWorks />
        <Pricing />
        <Solutions />
      </main>
      <Footer year={year} />
    </div>
  )
}
