import { Icon, type IconName } from './icons'

const FEATURES: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Smart Analytics',
    icon: 'chart',
    text: 'Turn your point-of-sale data into insights you can act on: revenue gaps, your real peak hours and the customer patterns behind them.',
  },
  {
    title: 'Customer Intelligence',
    icon: 'users',
    text: 'Learn who your regulars are, when they come and what they order, then reach them with personalised campaigns.',
  },
  {
    title: 'Time-Saving Automation',
    icon: 'clock',
    text: 'No more Monday nights in spreadsheets. Selera automates the repetitive reporting so you can run the business, not the numbers.',
  },
  {
    title: 'Local Market Focus',
    icon: 'pin',
    text: 'Built for Malaysia: prices in ringgit, and advice that knows the local market, from Ramadan bazaar season to Chinese New Year and Deepavali.',
  },
  {
    title: 'Secure & Private',
    icon: 'shield',
    text: 'Your data is hosted securely in Malaysia and stays private to your business. Only your team can see it.',
  },
  {
    title: 'AI-Powered Reports',
    icon: 'report',
    text: 'Every week, an AI report delivered as a PDF: what changed, why it matters and what to try next.',
  },
]

export function Features() {
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">Features</p>
          <h2 id="features-title">Everything you need to grow, in one co-pilot</h2>
          <p>Selera reads the data you already have and tells you, in plain words, what to do next.</p>
        </div>
        <ul className="grid grid-3 list-reset">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card card-interactive icon-card">
              <div className="card-icon">
                <Icon name={feature.icon} />
              </div>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
