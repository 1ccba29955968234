import { Icon, type IconName } from './icons'

/** Solutions is a deviation from the spec, which linked to a section it never had (docs/spec-deviations.md). */
const SOLUTIONS: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Kopitiams',
    icon: 'sunrise',
    text: 'See which hours and drinks carry your day, and plan stock and staff around the breakfast rush.',
  },
  {
    title: 'Cafés',
    icon: 'cup',
    text: 'Find the drinks and pastries that sell together, and bring weekday regulars back with the right promo.',
  },
  {
    title: 'Restaurants',
    icon: 'utensils',
    text: 'Compare dine-in and delivery sales, lift your average order value, and fill the quiet weekday dinners.',
  },
  {
    title: 'Bakeries',
    icon: 'bread',
    text: 'Bake to demand: see what sells out and what is left over, day by day, before you plan tomorrow’s batch.',
  },
  {
    title: 'Small chains',
    icon: 'store',
    text: 'Every outlet’s numbers in one place, and one weekly report to share with your managers.',
  },
]

export function Solutions() {
  return (
    <section id="solutions" className="section" aria-labelledby="solutions-title">
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">Solutions</p>
          <h2 id="solutions-title">Made for the way your business runs</h2>
          <p>Whatever you serve, Selera starts from your own sales and speaks your kind of business.</p>
        </div>
        <ul className="solutions list-reset">
          {SOLUTIONS.map((solution) => (
            <li key={solution.title} className="card solution">
              <div className="card-icon">
                <Icon name={solution.icon} />
              </div>
              <div>
                <h3>{solution.title}</h3>
                <p>{solution.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
