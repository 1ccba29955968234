import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RenderedRoute } from '../../../../tests/utils/render'
import { currentCode, enableTwoFactor } from '../../../../tests/utils/two-factor'
import { totpCode } from '../../../../backend/auth/totp'
import { backendContext } from '../../../../mocks/handlers/context'
import { CODE_STEP } from './messages'
import { openSignIn, fillAndSubmit } from '../../../../tests/utils/sign-in-screen'

describe('sign-in screen: the two-factor code', () => {
  const codeField = () => screen.getByLabelText(CODE_STEP.label)

  /** A code none of the three the auth service accepts now (this step's and one either side). */
  async function wrongCode(secret: string): Promise<string> {
    const now = backendContext().now()
    const valid = await Promise.all([-30_000, 0, 30_000].map((offset) => totpCode(secret, now + offset)))
    let code = 0
    while (valid.includes(String(code).padStart(6, '0'))) code++
    return String(code).padStart(6, '0')
  }

  /** Types the code and verifies it; resolves once the refusal is back (the machine empties the field for the next try). */
  async function refusedCode(route: RenderedRoute, code: string) {
    await route.user.type(codeField(), code)
    await route.user.click(screen.getByRole('button', { name: CODE_STEP.verify }))
    await waitFor(() => expect(codeField()).toHaveValue(''))
    expect(codeField()).toBeEnabled()
  }

  it('after 5 wrong codes the 6th, even the right one, is refused with "Too many wrong codes"; the owner stays on the code step', async () => {
    const { secret } = await enableTwoFactor('demo@selera.my')
    const route = await openSignIn()
    await fillAndSubmit(route, 'demo@selera.my', 'selera-demo')
    await screen.findByRole('heading', { name: CODE_STEP.title })

    for (let i = 0; i < 5; i++) {
      await refusedCode(route, await wrongCode(secret))
      expect(codeField()).toHaveAccessibleDescription(CODE_STEP.problems.wrong)
    }
    await refusedCode(route, await currentCode(secret))
    expect(codeField()).toHaveAccessibleDescription('Too many wrong codes. Wait a few minutes, then enter the code your authenticator app shows.')
    expect(codeField()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('heading', { name: CODE_STEP.title })).toBeInTheDocument()
    expect(route.location().pathname).toBe('/login')
  })
})
