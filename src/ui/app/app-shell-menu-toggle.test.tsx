import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../tests/utils/render'
import { expectScreen, mainNav } from '../../../tests/utils/app-shell'

const menuToggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ })
/** The list the toggle controls, found through its aria-controls (jsdom applies no CSS, so visibility is the data-open flag). */
function controlledList(): HTMLElement {
  const id = menuToggle().getAttribute('aria-controls')
  const list = id ? document.getElementById(id) : null
  if (!list) throw new Error('The menu toggle controls no element')
  return list
}

function expectMenu(open: boolean) {
  const toggle = menuToggle()
  expect(toggle).toHaveAttribute('aria-expanded', String(open))
  expect(toggle).toHaveAccessibleName(open ? 'Close menu' : 'Open menu')
  expect(controlledList()).toHaveAttribute('data-open', String(open))
}

describe('app shell: the navigation toggle on small screens', () => {
  it('opens and closes the list, with its name and aria-expanded following', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    expectMenu(false)
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(menuToggle())
    expectMenu(false)
  })

  it('Escape closes it and puts focus back on the toggle', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    // Focus inside the list, on a link that is about to be hidden.
    within(controlledList()).getByRole('link', { name: 'Settings' }).focus()
    await route.user.keyboard('{Escape}')
    expectMenu(false)
    expect(menuToggle()).toHaveFocus()
    expect(route.location().pathname).toBe('/profile')
  })

  it('a press outside the navigation closes it', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(screen.getByRole('heading', { level: 1 }))
    expectMenu(false)
  })

  it('choosing a link closes it and navigates', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(within(controlledList()).getByRole('link', { name: 'AI Chat' }))
    await expectScreen(route, '/chat')
    expectMenu(false)
  })

  it('choosing the link of the current screen closes it too', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(within(controlledList()).getByRole('link', { name: 'Company Profile' }))
    await expectScreen(route, '/profile')
    await waitFor(() => expectMenu(false))
  })
})
