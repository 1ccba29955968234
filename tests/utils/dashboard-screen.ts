/** The dashboard screen's parts, and opening it as an owner (src/ui/screens/dashboard/). */
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { renderRoute, type RenderedRoute } from './render'
import { DASHBOARD_TEXT } from '../../src/ui/screens/dashboard/messages'

export async function open(user: 'demo' | 'new' = 'demo'): Promise<RenderedRoute> {
  const route = await renderRoute('/dashboard', { user })
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  return route
}

export const refreshButton = () => screen.getByRole('button', { name: DASHBOARD_TEXT.refresh })
export const region = (name: string) => screen.getByRole('region', { name })
export const card = (title: string) => screen.getByRole('listitem', { name: title })
export const lastUpdated = () => screen.getByText(DASHBOARD_TEXT.lastUpdated, { exact: false }).querySelector('time')!

/** Loaded: the cards or the Sales Metrics panel are up and Refresh is offered. */
export async function loaded() {
  await waitFor(() => expect(refreshButton()).toHaveAttribute('aria-disabled', 'false'), { timeout: 8_000 })
  expect(screen.queryByRole('heading', { name: DASHBOARD_TEXT.failedTitle })).not.toBeInTheDocument()
}

export const RM = /^RM\d{1,3}(,\d{3})*\.\d{2}$/
