import { useEffect, type ReactNode } from 'react'
import { m } from '../../../i18n/messages'
import './screen-header.css'

export interface ScreenHeaderProps {
  /** The screen's title exactly as the spec words it. */
  title: string
  subtitle?: string
  children?: ReactNode
}

/** Every screen's h1, also the browser tab's title. */
export function ScreenHeader({ title, subtitle, children }: ScreenHeaderProps) {
  const documentTitle = m.screenHeader_documentTitle({ title })
  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])
  return (
    <header className="screen-header">
      <div>
        <h1 className="screen-header__title">{title}</h1>
        {subtitle ? <p className="screen-header__subtitle">{subtitle}</p> : null}
      </div>
      {children ? <div className="screen-header__actions">{children}</div> : null}
    </header>
  )
}
