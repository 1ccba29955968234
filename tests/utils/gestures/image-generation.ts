import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** The image preview card's visible labels and button names (src/ui/screens/chat/image-*.tsx), in English. */
export const IMAGE_LABELS = {
  resolution: 'Resolution',
  custom: 'Custom size (WIDTHxHEIGHT)',
  description: 'Image description',
  advice: 'Get AI Suggestion',
  adviceBusy: 'Getting suggestion...',
  expand: 'Expand',
  editor: 'Edit Image Description',
  cancel: 'Cancel',
  save: 'Save & Close',
  generate: 'Generate Images',
  generating: 'Generating…',
  uploadAssets: 'Upload Missing Assets',
  result: 'Generated image',
  download: 'Download',
  copy: 'Copy URL',
  presets: { 'instagram-square': 'Instagram Square', 'facebook-cover': 'Facebook Cover', tiktok: 'TikTok', 'linkedin-post': 'LinkedIn Post', custom: 'Custom' },
} as const

/** The one image preview card on screen (Testing Library). */
export const theCard = () => screen.getByRole('region', { name: /^Image preview/ })
const editor = () => screen.getByRole('dialog', { name: IMAGE_LABELS.editor })

/** One gesture per image-generation event, for Testing Library. */
export const imageGestures = {
  choose: (user: UserEvent, preset: keyof typeof IMAGE_LABELS.presets) => user.click(within(theCard()).getByRole('radio', { name: new RegExp(`^${IMAGE_LABELS.presets[preset]}\\b`) })),
  typeCustom: async (user: UserEvent, text: string) => {
    const box = within(theCard()).getByRole('textbox', { name: IMAGE_LABELS.custom })
    await user.clear(box)
    if (text) await user.type(box, text)
  },
  /** `custom.blur`: into the size box and out again with Tab. */
  leaveCustom: async (user: UserEvent) => {
    await user.click(within(theCard()).getByRole('textbox', { name: IMAGE_LABELS.custom }))
    await user.tab()
  },
  describe: async (user: UserEvent, text: string) => {
    const box = within(theCard()).getByRole('textbox', { name: IMAGE_LABELS.description })
    await user.clear(box)
    if (text) await user.type(box, text)
  },
  advice: (user: UserEvent) => user.click(within(theCard()).getByRole('button', { name: IMAGE_LABELS.advice })),
  expand: (user: UserEvent) => user.click(within(theCard()).getByRole('button', { name: IMAGE_LABELS.expand })),
  edit: async (user: UserEvent, text: string) => {
    const box = within(editor()).getByRole('textbox', { name: IMAGE_LABELS.description })
    await user.clear(box)
    if (text) await user.type(box, text)
  },
  save: (user: UserEvent) => user.click(within(editor()).getByRole('button', { name: IMAGE_LABELS.save })),
  cancel: (user: UserEvent) => user.click(within(editor()).getByRole('button', { name: IMAGE_LABELS.cancel })),
  generate: (user: UserEvent) => user.click(within(theCard()).getByRole('button', { name: IMAGE_LABELS.generate })),
}
