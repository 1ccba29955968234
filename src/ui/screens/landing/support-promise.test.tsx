import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import LandingScreen from './landing-screen'
import { SUPPORT_TEXT } from './messages'

/** Every response time the page names, e.g. "within 24 hours". */
function responseTimes(text: string): string[] {
  return [...text.matchAll(/within \d+(?:\.\d+)? (?:business )?(?:hours?|days?|minutes?)/gi)].map((match) => match[0].toLowerCase())
}

describe('landing page: one support promise (docs/product.md#landing-page)', () => {
  it('names one response time, the footer’s, for every plan; the Chain plan is answered first, not sooner', () => {
    render(
      <MemoryRouter>
        <LandingScreen />
      </MemoryRouter>,
    )
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText(new RegExp(SUPPORT_TEXT.promise.replace('.', '\\.')))).toBeInTheDocument()
    const promised = responseTimes(SUPPORT_TEXT.promise)
    expect(promised).toHaveLength(1)
    expect(new Set(responseTimes(document.body.textContent ?? ''))).toEqual(new Set(promised))

    const pricing = screen.getByRole('region', { name: 'Simple plans in ringgit' })
    const chain = within(pricing).getByRole('heading', { name: 'Chain' }).closest('li')!
    expect(chain).toHaveTextContent(SUPPORT_TEXT.priority)
    expect(responseTimes(chain.textContent ?? '')).toEqual([])
  })
})
