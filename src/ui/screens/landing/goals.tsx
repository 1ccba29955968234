import { m } from '../../../i18n/messages'
import { Icon, type IconName } from './icons'
import { LandingSection } from './landing-section'

const GOALS: { id: string; icon: IconName; title: () => string; text: () => string }[] = [
  { id: 'sales', icon: 'trend', title: m.landing_goal_sales_title, text: m.landing_goal_sales_text },
  { id: 'retention', icon: 'heart', title: m.landing_goal_retention_title, text: m.landing_goal_retention_text },
  { id: 'automate', icon: 'gear', title: m.landing_goal_automate_title, text: m.landing_goal_automate_text },
  { id: 'custom', icon: 'target', title: m.landing_goal_custom_title, text: m.landing_goal_custom_text },
]

export function Goals() {
  return (
    <LandingSection
      muted
      titleId="goals-title"
      eyebrow={m.landing_goals_eyebrow()}
      title={m.landing_goals_title()}
      lede={m.landing_goals_lede()}
    >
      <ul className="grid grid-4 list-reset">
        {GOALS.map((goal) => (
          <li key={goal.id} className="card goal-card icon-card">
            <div className="card-icon card-icon-accent">
              <Icon name={goal.icon} />
            </div>
            <h3>{goal.title()}</h3>
            <p>{goal.text()}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
