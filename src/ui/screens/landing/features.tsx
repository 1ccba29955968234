import { m } from '../../../i18n/messages'
import { Icon, type IconName } from './icons'

const FEATURES: { id: string; icon: IconName; title: () => string; text: () => string }[] = [
  { id: 'analytics', icon: 'chart', title: m.landing_feature_analytics_title, text: m.landing_feature_analytics_text },
  { id: 'customers', icon: 'users', title: m.landing_feature_customers_title, text: m.landing_feature_customers_text },
  { id: 'automation', icon: 'clock', title: m.landing_feature_automation_title, text: m.landing_feature_automation_text },
  { id: 'local', icon: 'pin', title: m.landing_feature_local_title, text: m.landing_feature_local_text },
  { id: 'secure', icon: 'shield', title: m.landing_feature_secure_title, text: m.landing_feature_secure_text },
  { id: 'reports', icon: 'report', title: m.landing_feature_reports_title, text: m.landing_feature_reports_text },
]

export function Features() {
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">{m.landing_features_eyebrow()}</p>
          <h2 id="features-title">{m.landing_features_title()}</h2>
          <p>{m.landing_features_lede()}</p>
        </div>
        <ul className="grid grid-3 list-reset">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="card card-interactive icon-card">
              <div className="card-icon">
                <Icon name={feature.icon} />
              </div>
              <h3>{feature.title()}</h3>
              <p>{feature.text()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
