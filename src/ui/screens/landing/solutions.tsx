import { m } from '../../../i18n/messages'
import { Icon, type IconName } from './icons'

/** Solutions is a deviation from the spec, which linked to a section it never had (docs/spec-deviations.md). */
const SOLUTIONS: { id: string; icon: IconName; title: () => string; text: () => string }[] = [
  { id: 'kopitiams', icon: 'sunrise', title: m.landing_solution_kopitiams_title, text: m.landing_solution_kopitiams_text },
  { id: 'cafes', icon: 'cup', title: m.landing_solution_cafes_title, text: m.landing_solution_cafes_text },
  { id: 'restaurants', icon: 'utensils', title: m.landing_solution_restaurants_title, text: m.landing_solution_restaurants_text },
  { id: 'bakeries', icon: 'bread', title: m.landing_solution_bakeries_title, text: m.landing_solution_bakeries_text },
  { id: 'chains', icon: 'store', title: m.landing_solution_chains_title, text: m.landing_solution_chains_text },
]

export function Solutions() {
  return (
    <section id="solutions" className="section" aria-labelledby="solutions-title">
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">{m.landing_solutions_eyebrow()}</p>
          <h2 id="solutions-title">{m.landing_solutions_title()}</h2>
          <p>{m.landing_solutions_lede()}</p>
        </div>
        <ul className="solutions list-reset">
          {SOLUTIONS.map((solution) => (
            <li key={solution.id} className="card solution">
              <div className="card-icon">
                <Icon name={solution.icon} />
              </div>
              <div>
                <h3>{solution.title()}</h3>
                <p>{solution.text()}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
