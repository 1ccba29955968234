import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../../mocks/db'
import { allowConsole } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { rtlDriver } from '../../../../tests/utils/driver-rtl'
import { signUpGestures } from '../../../../tests/utils/gestures/sign-up'
import { renderRoute } from '../../../../tests/utils/render'
import { expectProfile } from '../../../../tests/utils/sign-in-screen'

const OWNER = { businessName: 'Kedai Kopi Ah Seng', fullName: 'Tan Ah Seng', email: 'owner@kedai.my', password: 'kopi-o-kosong' }

async function openSignUp(path: Parameters<typeof renderRoute>[0] = '/signup') {
  const route = await renderRoute(path)
  await screen.findByRole('heading', { level: 1, name: 'Create your account' })
  return { route, driver: rtlDriver(route.user) }
}

describe('sign-up screen (docs/product.md#sign-up)', () => {
  it('asks the business name, the owner’s name, an e-mail address and a password, with what each needs', async () => {
    await openSignUp()
    expect(screen.getByLabelText('Business name')).toBeRequired()
    expect(screen.getByLabelText('Your name (optional)')).not.toBeRequired()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    expect(document.title).toBe('Create your account · Selera')
  })

  it('creates the account, signs the new owner in and opens the Company Profile with their business in the header', async () => {
    const { route, driver } = await openSignUp()
    await signUpGestures.signUp(driver, OWNER)
    await expectProfile(route)
    expect(await screen.findByText('Kedai Kopi Ah Seng')).toBeInTheDocument()
    expect(db.account.findFirst({ where: { email: { equals: 'owner@kedai.my' } } })).toMatchObject({ business_name: 'Kedai Kopi Ah Seng', full_name: 'Tan Ah Seng' })
  })

  it('takes the e-mail address and business the landing page’s form asked', async () => {
    await openSignUp({ pathname: '/signup', state: { email: 'lead@kedai.my', businessName: 'Warung Lead' } })
    expect(screen.getByLabelText('Email')).toHaveValue('lead@kedai.my')
    expect(screen.getByLabelText('Business name')).toHaveValue('Warung Lead')
  })

  it('says so when the address already has an account, and keeps the form', async () => {
    const { driver } = await openSignUp()
    await signUpGestures.signUp(driver, { ...OWNER, email: 'demo@selera.my' })
    expect(await screen.findByRole('alert')).toHaveTextContent('There is already an account for this e-mail address. Sign in instead, or use another address.')
    expect(screen.getByLabelText('Email')).toHaveValue('demo@selera.my')
    expect(screen.getByLabelText('Business name')).toHaveValue('Kedai Kopi Ah Seng')
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled()
  })

  it('says a short password is too short before asking anyone', async () => {
    const { driver } = await openSignUp()
    await signUpGestures.signUp(driver, { ...OWNER, password: '12345' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password of at least 6 characters.')
    expect(db.account.findFirst({ where: { email: { equals: 'owner@kedai.my' } } })).toBeNull()
  })

  it('says the service could not be reached when the network fails, and tries again when asked', async () => {
    const { route, driver } = await openSignUp()
    setChaosRule('POST /auth/v1/signup', { network: true })
    // What supabase-js logs of a fetch that failed.
    allowConsole('error', /Failed to fetch/)
    await signUpGestures.signUp(driver, OWNER)
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach Selera to create your account.")
    setChaosRule('POST /auth/v1/signup', null)
    await signUpGestures.submit(driver)
    await expectProfile(route)
  })

  it('is reached from the sign-in page’s Get started free, and leads back to it', async () => {
    const route = await renderRoute('/login')
    await route.user.click(await screen.findByRole('link', { name: 'Get started free' }))
    await screen.findByRole('heading', { level: 1, name: 'Create your account' })
    expect(route.location().pathname).toBe('/signup')
    await route.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }))
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })
  })
})
