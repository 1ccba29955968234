import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import LandingScreen from './landing-screen'
import { LEAD_FIELD_ERRORS } from './messages'

/** The POST /leads requests the fake backend received. */
function countLeads() {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/leads')) count += 1
  }
  server.events.on('request:start', listener)
  afterEach(() => server.events.removeListener('request:start', listener))
  return () => count
}

describe('lead form: a company name of spaces alone is refused, and says so (docs/product.md#lead-form)', () => {
  const leads = countLeads()

  it('shows the field’s error, marks it invalid, moves the focus to it, and sends nothing', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <LandingScreen />
      </MemoryRouter>,
    )
    const company = screen.getByLabelText('Company name')
    await user.type(screen.getByLabelText('Email'), 'aminah@kopi.my')
    await user.type(company, '   ')
    await user.selectOptions(screen.getByLabelText('Country'), 'MY')
    await user.click(screen.getByRole('button', { name: 'Start free trial' }))

    expect(company).toHaveAttribute('aria-invalid', 'true')
    expect(company).toHaveAccessibleDescription(LEAD_FIELD_ERRORS.company_name.blank)
    expect(company).toHaveFocus()
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
    expect(leads()).toBe(0)

    // Typing a name clears the error; the form then goes out.
    await user.type(company, 'Kopi Aminah')
    expect(company).not.toHaveAttribute('aria-invalid')
    expect(company).not.toHaveAccessibleDescription()
    await user.click(screen.getByRole('button', { name: 'Start free trial' }))
    expect(await screen.findByText("Thanks! We'll tailor your onboarding.")).toBeInTheDocument()
    expect(leads()).toBe(1)
  })
})
