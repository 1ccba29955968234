/** The signed-in routes, their titles and the screens the app shell shows (src/ui/app/). */
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { RenderedRoute } from './render'

/** The signed-in routes and the titles their screens show (docs/product.md#route-table). */
export const PROTECTED = [
  ['/profile', 'Company Profile - Help our AI understand your business better'],
  ['/dashboard', 'Dashboard'],
  ['/upload', 'Upload Your Business Data'],
  ['/chat', 'AI Business Assistant'],
  ['/media', 'Generated Media'],
  ['/settings', 'Settings'],
] as const

export const TITLE_OF: Record<string, string> = Object.fromEntries(PROTECTED)

export async function expectSignInScreen(route: RenderedRoute) {
  await screen.findByRole('heading', { name: 'Welcome Back' })
  expect(route.location().pathname).toBe('/login')
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
}

export async function expectScreen(route: RenderedRoute, path: string) {
  expect(await screen.findByRole('heading', { level: 1, name: TITLE_OF[path] })).toBeInTheDocument()
  expect(route.location().pathname).toBe(path)
}

/** The signed-in navigation (the layout's only `nav`), once it is on screen. */
export const mainNav = () => screen.findByRole('navigation', { name: 'Main' })
