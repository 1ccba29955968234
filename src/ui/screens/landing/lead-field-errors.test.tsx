import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { countRequests } from '../../../../tests/utils/request-count'
import LandingScreen from './landing-screen'
import { LEAD_FIELD_ERRORS } from './messages'

describe('lead form: a company name of spaces alone is refused, and says so (docs/product.md#lead-form)', () => {
  const leads = countRequests(server, 'POST', '/leads')

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
