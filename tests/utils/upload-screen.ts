/** The upload screen's panels and controls, the demo's sample exports, and opening the screen as an owner (src/ui/screens/upload/). */
import { readFileSync } from 'node:fs'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { renderRoute, type RenderedRoute } from './render'

export const POS = 'mocks/fixtures/pos'
export const sample = (name: string, type = '') => new File([readFileSync(`${POS}/${name}`)], name, { type })
export const LOYVERSE = 'loyverse-receipts-by-item.csv'

export const filePanel = () => screen.getByRole('region', { name: 'Upload a file' })
export const manualPanel = () => screen.getByRole('region', { name: 'Enter sales manually' })
export const historyPanel = () => screen.getByRole('region', { name: 'Recent uploads' })
export const fileInput = () => screen.getByLabelText('Choose a file')
export const uploadButton = () => within(filePanel()).getByRole('button', { name: /^(Upload file|Uploading\.\.\.)$/ })
export const status = (panel: HTMLElement) => within(panel).getByRole('status')
export const alert = (panel: HTMLElement) => within(panel).getByRole('alert')

interface Screen {
  route: RenderedRoute
  /** user-event without the dialog's filter, as a person choosing "All files". */
  files: UserEvent
}

export async function open(user: 'demo' | 'new' = 'demo'): Promise<Screen> {
  const route = await renderRoute('/upload', { user })
  await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
  return { route, files: userEvent.setup({ applyAccept: false }) }
}

export async function choose({ files }: Screen, file: File) {
  await files.upload(fileInput(), file)
}

export async function uploadAndSettle(s: Screen, file: File) {
  await choose(s, file)
  await s.route.user.click(uploadButton())
  await waitFor(() => expect(uploadButton()).toHaveTextContent('Upload file'), { timeout: 10_000 })
}

export function chosenFile() {
  return within(filePanel()).queryByRole('group', { name: 'Selected file' })
}
