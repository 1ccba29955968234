/**
 * Signing an owner in, in the browser tests, as they would: /login, the form, their first screen.
 *
 * The first sign-in in a fresh browser profile (every test has one) waits for the demo's backend to
 * start in the page after the first paint (its script, its seed records, its service worker; the
 * demo's sales wait until first read). That takes about a second on a quiet machine
 * (`npm run bench:first-sign-in` measures it), several on a loaded one, so the wait for the first
 * answer to a sign-in (the owner's first screen, or the form's error) allows 20 s: a bound for a
 * busy machine, not a pause; how long it takes is measured by the bench, not asserted here.
 */
import { expect, type Page } from '@playwright/test'
import { playwrightDriver } from './driver-playwright'
import { signInGestures } from './gestures/sign-in'

export interface Owner {
  email: string
  password: string
}

export const DEMO_OWNER: Owner = { email: 'demo@selera.my', password: 'selera-demo' }
export const NEW_OWNER: Owner = { email: 'new@selera.my', password: 'selera-demo' }
export const FIRST_SIGN_IN_MS = 20_000

/** Fills in and sends the sign-in form on /login. */
export async function submitSignIn(page: Page, owner: Owner = DEMO_OWNER): Promise<void> {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await signInGestures.signIn(playwrightDriver(page), owner.email, owner.password)
}

/** The owner's first screen after signing in. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/profile$/, { timeout: FIRST_SIGN_IN_MS })
}

export async function signInAs(page: Page, owner: Owner = DEMO_OWNER): Promise<void> {
  await submitSignIn(page, owner)
  await expectSignedIn(page)
}
