import { Icon } from './icons'
import { LeadForm, type LeadFormProps } from './lead-form'
import './hero.css'

const PROMISES = ['No credit card required', 'Setup in under 5 minutes', 'Data hosted securely in Malaysia']

/** An illustrative sample of what Selera tells an owner; labelled as an example, not real data. */
function SampleInsight() {
  const bars = [
    { day: 'Mon', value: 78 },
    { day: 'Tue', value: 54, gap: true },
    { day: 'Wed', value: 74 },
    { day: 'Thu', value: 81 },
    { day: 'Fri', value: 96 },
    { day: 'Sat', value: 100 },
    { day: 'Sun', value: 88 },
  ]
  return (
    <figure className="sample-insight">
      <figcaption className="sample-insight__caption">
        <span className="sample-insight__badge">Example insight</span>
        <span>Weekly report · lunch sales</span>
      </figcaption>
      <div className="sample-insight__chart" aria-hidden="true">
        {bars.map((bar) => (
          <div key={bar.day} className="sample-insight__bar" data-gap={bar.gap ? 'true' : undefined}>
            <span style={{ blockSize: `${5 + ((bar.value - 40) / 60) * 80}%` }} />
            <small>{bar.day}</small>
          </div>
        ))}
      </div>
      <p className="sample-insight__text">
        <strong>Tuesday lunch runs 30% below your weekday average.</strong> Try a RM 2 teh tarik add-on with every nasi
        lemak set between 12 and 2 pm.
      </p>
    </figure>
  )
}

export function Hero({ lead }: { lead: LeadFormProps }) {
  return (
    <section className="hero on-dark" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__eyebrow">AI co-pilot for Malaysian F&amp;B owners</p>
          <h1 id="hero-title">
            Know what sells, when, and <span className="hero__highlight">how to sell more</span>
          </h1>
          <p className="hero__lede">
            Selera turns your point-of-sale data into clear next steps: revenue gaps, peak hours and customer patterns,
            for kopitiams, cafés, restaurants, bakeries and small chains across Malaysia.
          </p>
          <ul className="hero__promises">
            {PROMISES.map((promise) => (
              <li key={promise}>
                <Icon name="check" size={18} />
                {promise}
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
