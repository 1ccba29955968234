import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { Driver } from './driver'

/** Drives jsdom like a person with Testing Library's user-event. */
export function rtlDriver(user: UserEvent): Driver {
  return {
    async fill(label, value) {
      const field = screen.getByLabelText(label)
      await user.clear(field)
      if (value !== '') await user.type(field, value)
    },
    async select(label, value) {
      await user.selectOptions(screen.getByLabelText(label), value)
    },
    async click(role, name) {
      await user.click(screen.getByRole(role, { name }))
    },
    async disclose(summary) {
      await user.click(screen.getByText(summary, { selector: 'summary' }))
    },
    async press(key) {
      await user.keyboard(`{${key}}`)
    },
    async pressIn(label, key) {
      await user.click(screen.getByLabelText(label))
      await user.keyboard(`{${key}}`)
    },
  }
}
