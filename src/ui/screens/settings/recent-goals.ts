import type { Submitted } from '../../../machines/settings/section-form'
import type { GoalValues } from '../../../machines/settings/settings-forms.machine'

// The Goals tab's recent submissions are this session's (spec §3): kept in the tab's sessionStorage,
// per account, so leaving Settings or reloading keeps them and a new tab starts empty.

const keyOf = (accountId: string) => `selera-recent-goals:${accountId}`

const isSubmitted = (entry: unknown): entry is Submitted<GoalValues> => {
  const candidate = entry as Submitted<GoalValues> | null
  return typeof candidate?.at === 'number' && typeof candidate.values?.goal === 'string' && typeof candidate.values.description === 'string'
}

export function readRecentGoals(accountId: string): Submitted<GoalValues>[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(accountId)) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isSubmitted) : []
  } catch {
    return []
  }
}

export function writeRecentGoals(accountId: string, submitted: Submitted<GoalValues>[]): void {
  try {
    sessionStorage.setItem(keyOf(accountId), JSON.stringify(submitted))
  } catch {
    // A full or blocked storage only loses the list after this visit.
  }
}
