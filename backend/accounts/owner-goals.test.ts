import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { saveCompanyProfile } from './company-profile'
import { ownerGoals, profileGoalLines } from './owner-goals'
import { submitRequest } from './requests'

const OWNER = NEW_ACCOUNT.id
const HOUR = 3_600_000

async function setGoal(ctx: TestContext, goal: string): Promise<void> {
  await submitRequest(ctx, OWNER, { goal, user_query: 'Why it matters to us' })
  ctx.advance(HOUR)
}

describe('ownerGoals', () => {
  it('has none before the owner says any', async () => {
    expect(await ownerGoals(await testContext(), OWNER)).toEqual({ titles: [], top: null })
  })

  it('reads the goals set in Settings newest first, the newest the top goal', async () => {
    const ctx = await testContext()
    await setGoal(ctx, 'Grow delivery orders')
    await setGoal(ctx, 'Improve customer retention')
    await setGoal(ctx, 'Grow delivery orders')
    expect(await ownerGoals(ctx, OWNER)).toEqual({ titles: ['Grow delivery orders', 'Improve customer retention'], top: { text: 'Grow delivery orders', title: 'Grow delivery orders' } })
  })

  it('adds the goals the profile’s top goals speak of after them; without one set, the profile’s first line is the top goal', async () => {
    const ctx = await testContext()
    await saveCompanyProfile(ctx, OWNER, { top_goals: '1. Grow our delivery sales\n\n- Fewer leftovers at closing' })
    expect(await ownerGoals(ctx, OWNER)).toEqual({
      titles: ['Grow delivery orders', 'Increase sales and revenue', 'Reduce food waste'],
      top: { text: 'Grow our delivery sales', title: 'Grow delivery orders' },
    })
    await setGoal(ctx, 'Reduce food waste')
    expect(await ownerGoals(ctx, OWNER)).toEqual({
      titles: ['Reduce food waste', 'Grow delivery orders', 'Increase sales and revenue'],
      top: { text: 'Reduce food waste', title: 'Reduce food waste' },
    })
  })

  it('keeps a profile goal the catalogue does not know as the top goal, in the owner’s words', async () => {
    const ctx = await testContext()
    await saveCompanyProfile(ctx, OWNER, { top_goals: 'Be the best kopitiam in Ipoh' })
    expect(await ownerGoals(ctx, OWNER)).toEqual({ titles: [], top: { text: 'Be the best kopitiam in Ipoh', title: null } })
  })

  it('reads the profile’s goals one per line or listed on one line, list marks and blanks left out', () => {
    expect(profileGoalLines(' • One\r\n2) Two.\n\n  * Three  ')).toEqual(['One', 'Two', 'Three'])
    expect(profileGoalLines('Sell more; win back regulars, grow 1,000 followers.')).toEqual(['Sell more', 'win back regulars', 'grow 1,000 followers'])
    expect(profileGoalLines(null)).toEqual([])
  })

  it('reads the demo café’s profile: sales first, then its regulars, loyalty, delivery and a fourth outlet', async () => {
    const ctx = await testContext()
    expect(await ownerGoals(ctx, DEMO_ACCOUNT.id)).toEqual({
      titles: ['Increase sales and revenue', 'Improve customer retention', 'Launch a loyalty programme', 'Grow delivery orders', 'Open a new outlet'],
      top: { text: 'Grow weekday afternoon sales', title: 'Increase sales and revenue' },
    })
  })
})
