import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../../mocks/db'
import { setChaos } from '../../../../mocks/node'
import LandingScreen from './landing-screen'

function renderLanding(path = '/') {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        <Route path="/login" element={<h1>Sign-in page</h1>} />
      </Routes>
    </MemoryRouter>,
  )
  return { user }
}

const email = () => screen.getByLabelText('Email')
const company = () => screen.getByLabelText('Company name')
const country = () => screen.getByLabelText('Country')
const submitButton = () => screen.getByRole('button', { name: /start free trial|creating your account/i })

async function fillLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'aminah@kopi.my')
  await user.type(company(), 'Kopi Aminah')
  await user.selectOptions(country(), 'MY')
}

function storedLeads() {
  return db.lead.getAll().map(({ email, company_name, country }) => ({ email, company_name, country }))
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`No element with id ${id}`)
  return element
}

describe('Landing screen: page structure', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has the landmarks, one h1, and headings that never skip a level', () => {
    renderLanding()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
    expect(levels[0]).toBe(1)
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1)
    })
  })

  it('header: Features, Pricing and Solutions anchors whose targets exist, and Sign In going to /login', async () => {
    const { user } = renderLanding()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    for (const [name, id] of [
      ['Features', 'features'],
      ['Pricing', 'pricing'],
      ['Solutions', 'solutions'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`)
      expect(section(id)).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }))
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument()
  })

  it('the hero makes the promise and holds the lead form', () => {
    renderLanding()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/know what sells/i)
    expect(screen.getByText(/revenue gaps, peak hours and customer patterns/i)).toBeInTheDocument()
    const form = screen.getByRole('region', { name: 'Get Started Today' })
    expect(within(form).getByText('Join Malaysian businesses already using AI to grow')).toBeInTheDocument()
  })

  it('features: exactly the six cards of the landing page, each with copy', () => {
    renderLanding()
    const cards = within(section('features')).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Smart Analytics',
      'Customer Intelligence',
      'Time-Saving Automation',
      'Local Market Focus',
      'Secure & Private',
      'AI-Powered Reports',
    ])
    cards.forEach((card) => expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(40))
    expect(within(section('features')).getByText(/hosted securely in Malaysia/)).toBeInTheDocument()
    expect(within(section('features')).getByText(/delivered as a PDF/)).toBeInTheDocument()
  })

  it('popular goals: four cards; how it works: three ordered steps', () => {
    renderLanding()
    const goals = screen.getByRole('region', { name: /goal that matters/i })
    expect(within(goals).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Increase sales and revenue',
      'Improve customer retention',
      'Automate operations',
      'Custom goals',
    ])
    const how = screen.getByRole('region', { name: /three steps/i })
    const steps = within(how).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Sign up',
      'Step 2: Set your goals',
      'Step 3: Get insights',
    ])
    expect(steps[0]).toHaveTextContent(/email and company name/)
  })

  it('pricing: a free trial with the spec promises, paid plans in RM, every CTA going to the form', () => {
    renderLanding()
    const pricing = within(section('pricing'))
    expect(pricing.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Free Trial', 'Growth', 'Chain'])
    expect(pricing.getByText('No credit card required')).toBeInTheDocument()
    expect(pricing.getByText('Setup in under 5 minutes')).toBeInTheDocument()
    expect(pricing.getAllByText(/^RM \d+$/)).toHaveLength(3)
    expect(pricing.getByText(/indicative prices/i)).toBeInTheDocument()
    for (const name of ['Start free trial', 'Choose Growth', 'Choose Chain']) {
      expect(pricing.getByRole('link', { name })).toHaveAttribute('href', '#get-started')
    }
    expect(section('get-started')).toContainElement(screen.getByRole('button', { name: 'Start free trial' }))
  })

  it('solutions: one card per kind of business', () => {
    renderLanding()
    expect(within(section('solutions')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kopitiams',
      'Cafés',
      'Restaurants',
      'Bakeries',
      'Small chains',
    ])
  })

  it('footer: id "support", three placeholder links that lead nowhere, and the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-03-01T08:00:00+08:00'))
    renderLanding()
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveAttribute('id', 'support')
    for (const name of ['Privacy Policy', 'Terms of Service', 'Support']) {
      const link = within(footer).getByRole('link', { name })
      expect(link).toHaveAttribute('aria-disabled', 'true')
      expect(link).not.toHaveAttribute('href')
      expect(link).toHaveAccessibleDescription('Coming soon')
      expect(link).toHaveAttribute('tabindex', '0')
    }
    expect(footer).toHaveTextContent('© 2031 Selera')
  })

  it('scrolls to the anchor of the URL once the lazily loaded page exists (/#pricing from another page)', () => {
    const scrolled: string[] = []
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView')
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.id)
      },
    })
    try {
      renderLanding('/#pricing')
      expect(scrolled).toEqual(['pricing'])
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original)
      else delete (Element.prototype as Partial<Element>).scrollIntoView
    }
  })
})

describe('Landing screen: the lead form', () => {
  it('has labelled fields with the browser validation of docs/product.md#lead-form', () => {
    renderLanding()
    expect(email()).toHaveAttribute('type', 'email')
    expect(email()).toBeRequired()
    expect(company()).toHaveAttribute('type', 'text')
    expect(company()).toBeRequired()
    expect(country()).toBeRequired()
    expect(country()).toHaveValue('')
    const options = within(country()).getAllByRole<HTMLOptionElement>('option')
    expect(options[0]).toHaveTextContent('Select your country')
    expect(options[0]).toBeDisabled()
    expect(options[0]).toHaveValue('')
    expect(options.slice(1, 8).map((option) => option.value)).toEqual(['MY', 'SG', 'ID', 'TH', 'BN', 'PH', 'VN'])
    expect(options[1]).toHaveTextContent('Malaysia')
    expect(options.slice(1).every((option) => /^[A-Z]{2}$/.test(option.value))).toBe(true)
    expect(options).toHaveLength(250)
    expect(submitButton()).toHaveAccessibleName('Start free trial')
    expect(submitButton()).toBeEnabled()
  })

  it('native validation blocks an empty or invalid form: nothing is sent', async () => {
    const { user } = renderLanding()
    await user.click(submitButton())
    await user.type(email(), 'not-an-email')
    await user.type(company(), 'Kopi Aminah')
    await user.selectOptions(country(), 'MY')
    await user.click(submitButton())
    expect(email()).toBeInvalid()
    // Had anything gone out, the backend (which rejects this email) would have answered by now.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(submitButton()).toHaveAccessibleName('Start free trial')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(storedLeads()).toEqual([])
  })

  it('while submitting, every input and the button are disabled and the button reads "Creating your account..."', async () => {
    setChaos({ 'POST /leads': { delayMs: 300 } })
    const { user } = renderLanding()
    await fillLead(user)
    await user.click(submitButton())
    expect(submitButton()).toHaveAccessibleName('Creating your account...')
    expect(submitButton()).toBeDisabled()
    expect(email()).toBeDisabled()
    expect(company()).toBeDisabled()
    expect(country()).toBeDisabled()
    await waitFor(() => expect(submitButton()).toBeEnabled())
  })

  it('a repeat submit while submitting is ignored: one lead is sent', async () => {
    setChaos({ 'POST /leads': { delayMs: 200 } })
    const { user } = renderLanding()
    await fillLead(user)
    await user.click(submitButton())
    // The button is disabled; a submit from elsewhere (Enter in a field, a script) must still be ignored.
    fireEvent.submit(submitButton().closest('form')!)
    fireEvent.submit(submitButton().closest('form')!)
    await screen.findByText("Thanks! We'll tailor your onboarding.")
    expect(storedLeads()).toHaveLength(1)
  })

  it('success: the message in a status region, the three fields cleared, the form enabled again', async () => {
    const { user } = renderLanding()
    await fillLead(user)
    await user.click(submitButton())
    expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll tailor your onboarding.")
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(email()).toHaveValue('')
    expect(company()).toHaveValue('')
    expect(country()).toHaveValue('')
    expect(email()).toBeEnabled()
    expect(submitButton()).toHaveAccessibleName('Start free trial')
    expect(storedLeads()).toEqual([{ email: 'aminah@kopi.my', company_name: 'Kopi Aminah', country: 'MY' }])
  })

  it('failure: the message in an alert, the fields kept, the form enabled again', async () => {
    setChaos({ 'POST /leads': { status: 500 } })
    const { user } = renderLanding()
    await fillLead(user)
    await user.click(submitButton())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.'))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(email()).toHaveValue('aminah@kopi.my')
    expect(company()).toHaveValue('Kopi Aminah')
    expect(country()).toHaveValue('MY')
    expect(submitButton()).toBeEnabled()
    expect(storedLeads()).toEqual([])
  })

  it('after a failure the message stays while editing; a retry that succeeds replaces it', async () => {
    setChaos({ 'POST /leads': { network: true } })
    const { user } = renderLanding()
    await fillLead(user)
    await user.click(submitButton())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.'))

    await user.type(company(), ' Sdn Bhd')
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.')

    setChaos({})
    await user.click(submitButton())
    expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll tailor your onboarding.")
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(storedLeads()).toEqual([{ email: 'aminah@kopi.my', company_name: 'Kopi Aminah Sdn Bhd', country: 'MY' }])
  })
})
