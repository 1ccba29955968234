import { Markup } from '../../../i18n/markup'
import { m } from '../../../i18n/messages'
import { Icon } from './icons'
import { LeadForm, type LeadFormProps } from './lead-form'
import './hero.css'

const PROMISES = [m.landing_promise_noCard, m.landing_promise_setup, m.landing_promise_hosted]

/** An illustrative sample of what Selera tells an owner; labelled as an example, not real data. */
function SampleInsight() {
  const bars = [
    { day: m.landing_sample_mon, value: 78 },
    { day: m.landing_sample_tue, value: 54, gap: true },
    { day: m.landing_sample_wed, value: 74 },
    { day: m.landing_sample_thu, value: 81 },
    { day: m.landing_sample_fri, value: 96 },
    { day: m.landing_sample_sat, value: 100 },
    { day: m.landing_sample_sun, value: 88 },
  ]
  return (
    <figure className="sample-insight">
      <figcaption className="sample-insight__caption">
        <span className="sample-insight__badge">{m.landing_sample_badge()}</span>
        <span>{m.landing_sample_caption()}</span>
      </figcaption>
      <div className="sample-insight__chart" aria-hidden="true">
        {bars.map((bar, index) => (
          <div key={index} className="sample-insight__bar" data-gap={bar.gap ? 'true' : undefined}>
            <span style={{ blockSize: `${5 + ((bar.value - 40) / 60) * 80}%` }} />
            <small>{bar.day()}</small>
          </div>
        ))}
      </div>
      <p className="sample-insight__text">
        <Markup parts={m.landing_sample_text.parts()} tags={{ strong: (words) => <strong>{words}</strong> }} />
      </p>
    </figure>
  )
}

export function Hero({ lead }: { lead: LeadFormProps }) {
  return (
    <section className="hero on-dark" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__eyebrow">{m.landing_hero_eyebrow()}</p>
          <h1 id="hero-title">
            <Markup parts={m.landing_hero_title.parts()} tags={{ highlight: (words) => <span className="hero__highlight">{words}</span> }} />
          </h1>
          <p className="hero__lede">{m.landing_hero_lede()}</p>
          <ul className="hero__promises">
            {PROMISES.map((promise, index) => (
              <li key={index}>
                <Icon name="check" size={18} />
                {promise()}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__form">
          <LeadForm {...lead} />
        </div>
        <div className="hero__sample">
          <SampleInsight />
        </div>
      </div>
    </section>
  )
}
