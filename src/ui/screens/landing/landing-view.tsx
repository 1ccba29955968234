import { Link } from 'react-router-dom'
import { m } from '../../../i18n/messages'
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

const headerLinks = (): PublicHeaderLink[] => [
  { label: m.publicHeader_features(), href: '#features' },
  { label: m.publicHeader_pricing(), href: '#pricing' },
  { label: m.publicHeader_solutions(), href: '#solutions' },
]

/** The public landing page (docs/product.md#landing-page), rendered from plain props. */
export function LandingView({ lead, year }: LandingViewProps) {
  return (
    <div className="landing">
      <PublicHeader
        links={headerLinks()}
        mainId="main"
        action={
          <Link className="btn btn-primary btn-sm" to="/login">
            {m.landing_signIn()}
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
