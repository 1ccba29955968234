import { useId, type ReactNode } from 'react'
import { PublicHeader, type PublicHeaderLink } from '../../components/public-header/public-header'
import './sign-in.css'

export interface SignInPageProps {
  /** The public header's links. */
  links: PublicHeaderLink[]
  /** The page's h1, which also names its panel. */
  title: string
  /** The panel's content under the title. */
  children: ReactNode
  /** Beside the panel on wide screens. */
  aside?: ReactNode
  /** Under the page. */
  footer?: ReactNode
}

/** The page of the screens that sign an owner in (docs/product.md#sign-in, docs/product.md#forgot-password): the public header, then one panel titled by the page's h1. */
export function SignInPage({ links, title, children, aside, footer }: SignInPageProps) {
  const titleId = useId()
  return (
    <div className="sign-in-page">
      <PublicHeader links={links} mainId="main" />
      <main id="main" className="sign-in">
        <section className="sign-in__panel" aria-labelledby={titleId}>
          <h1 id={titleId} className="sign-in__title">
            {title}
          </h1>
          {children}
        </section>
        {aside}
      </main>
      {footer}
    </div>
  )
}
