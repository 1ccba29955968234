import { m } from '../../../i18n/messages'

/** The demo's accounts, shown on the sign-in screen in demo mode only, so a presenter never has to remember them. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@selera.my', password: 'selera-demo', label: m.signIn_demo_established },
  { email: 'new@selera.my', password: 'selera-demo', label: m.signIn_demo_new },
] as const

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]

export function DemoAccounts({ onUse, disabled }: { onUse: (account: DemoAccount) => void; disabled: boolean }) {
  return (
    <section className="sign-in__demo" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="sign-in__demo-title">
        {m.signIn_demo_title()}
      </h2>
      <p className="sign-in__demo-note">
        {m.signIn_demo_password()} <code>selera-demo</code>
      </p>
      <ul className="sign-in__demo-list list-reset">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <button type="button" className="btn btn-secondary btn-sm" disabled={disabled} onClick={() => onUse(account)}>
              {m.signIn_demo_use({ email: account.email })}
            </button>
            <span className="sign-in__demo-label">{account.label()}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
