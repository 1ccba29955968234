/** The sign-in screen's fields, opening it and signing in as an owner would, and what the browser keeps (src/ui/screens/sign-in/). */
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { renderRoute, type RenderedRoute } from './render'

export const REMEMBERED_EMAIL_KEY = 'selera:remembered-email'
const PROFILE_TITLE = 'Company Profile - Help our AI understand your business better'
export const NEUTRAL_RESET = "If an account exists for that e-mail address, we've sent it a link to reset your password."

export const email = () => screen.getByLabelText('Email')
export const password = () => screen.getByLabelText('Password')
export const remember = () => screen.getByRole('checkbox', { name: 'Remember me' })
export const signInButton = () => screen.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ })

export async function openSignIn(): Promise<RenderedRoute> {
  const route = await renderRoute('/login')
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })
  return route
}

export async function fillAndSubmit(route: RenderedRoute, address: string, secret: string) {
  await route.user.clear(email())
  if (address) await route.user.type(email(), address)
  await route.user.clear(password())
  if (secret) await route.user.type(password(), secret)
  await route.user.click(signInButton())
}

export async function expectProfile(route: RenderedRoute) {
  expect(await screen.findByRole('heading', { level: 1, name: PROFILE_TITLE })).toBeInTheDocument()
  expect(route.location().pathname).toBe('/profile')
}

export async function logout(route: RenderedRoute) {
  await route.user.click(screen.getByRole('button', { name: 'Logout' }))
  await screen.findByRole('heading', { name: 'Welcome Back' })
  expect(route.location().pathname).toBe('/login')
}
