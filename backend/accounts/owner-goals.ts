/**
 * What the owner aims for, as the insights and the weekly report read it (docs/product.md#insights,
 * docs/product.md#weekly-report): the goals set in Settings → Goals (POST /requests {goal}, titles
 * of the catalogue) and the company profile's `top_goals`, in the owner's own words, read for the
 * catalogue goals they speak of (../analytics/insights/goals.ts).
 */
import { catalogueGoalsIn } from './goal-words'
import type { BackendContext } from '../context'
import { companyProfileOf } from './company-profile'
import { goalsSetBy } from './requests'

/** The business's top goal as the owner put it, and the catalogue goal it is (null: none it speaks of). */
export interface TopGoal {
  text: string
  title: string | null
}

export interface OwnerGoals {
  /** Catalogue titles, top first: those set in Settings, newest first, then those the profile speaks of, in its order. */
  titles: string[]
  /** The newest goal set in Settings, else the first of the profile's top goals; null without either. */
  top: TopGoal | null
}

/** `1. `, `- `, `• ` before a goal of a list the owner typed. */
const LIST_MARK = /^\s*(?:[-*•·]|\d+[.)])\s*/

/**
 * The profile's top goals one by one, as owners write them: one per line, or a list on one line
 * separated by commas or semicolons; list marks, a closing full stop and blanks left out.
 */
export function profileGoalLines(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n|[;,]\s/)
    .map((line) => line.replace(LIST_MARK, '').replace(/[.;,]\s*$/, '').trim())
    .filter((line) => line !== '')
}

export async function ownerGoals(ctx: BackendContext, accountId: string): Promise<OwnerGoals> {
  const set = (await goalsSetBy(ctx, accountId))
    .map((request, order) => ({ title: request.goal, at: Date.parse(request.created_at), order }))
    .filter((entry): entry is { title: string; at: number; order: number } => entry.title !== null && entry.title !== '')
    .sort((a, b) => b.at - a.at || b.order - a.order)
    .map((entry) => entry.title)
  const lines = profileGoalLines((await companyProfileOf(ctx, accountId)).top_goals)
  const titles = [...new Set([...set, ...lines.flatMap(catalogueGoalsIn)])]
  const first = set[0] ?? null
  const line = lines[0] ?? null
  const top = first !== null ? { text: first, title: first } : line !== null ? { text: line, title: catalogueGoalsIn(line)[0] ?? null } : null
  return { titles, top }
}
