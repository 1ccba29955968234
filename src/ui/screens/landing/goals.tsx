import { Icon, type IconName } from './icons'
import { LandingSection } from './landing-section'

const GOALS: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Increase sales and revenue',
    icon: 'trend',
    text: 'Find your slow days and quiet hours, and get specific ideas to fill them.',
  },
  {
    title: 'Improve customer retention',
    icon: 'heart',
    text: 'See who keeps coming back, who has drifted away, and what brings them back.',
  },
  {
    title: 'Automate operations',
    icon: 'gear',
    text: 'Let weekly reports and summaries produce themselves, straight from your sales data.',
  },
  {
    title: 'Custom goals',
    icon: 'target',
    text: 'Opening a second outlet or launching a new menu? Tell Selera what matters and it will help you get there.',
  },
]

export function Goals() {
  return (
    <LandingSection
      muted
      titleId="goals-title"
      eyebrow="Popular business goals"
      title="Start with the goal that matters most to you"
      lede="Pick a goal when you sign up; Selera shapes every insight and report around it."
    >
      <ul className="grid grid-4 list-reset">
        {GOALS.map((goal) => (
          <li key={goal.title} className="card goal-card icon-card">
            <div className="card-icon card-icon-accent">
              <Icon name={goal.icon} />
            </div>
            <h3>{goal.title}</h3>
            <p>{goal.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
