import type { SubmissionJournal, Submitted } from './section-form'

// The Goals tab's recent submissions are this session's (docs/product.md#settings-tabs): kept in
// the browser tab's sessionStorage, per account, so leaving Settings or reloading keeps them and a
// new tab starts empty.

/** The Goals tab's fields (./settings-forms.machine.ts). */
export interface GoalValues extends Record<string, string> {
  goal: string
  description: string
}

const keyOf = (account: string) => `selera-recent-goals:${account}`

const isSubmitted = (entry: unknown): entry is Submitted<GoalValues> => {
  const candidate = entry as Submitted<GoalValues> | null
  return typeof candidate?.at === 'number' && typeof candidate.values?.goal === 'string' && typeof candidate.values.description === 'string'
}

export const recentGoalsJournal: SubmissionJournal<GoalValues> = {
  read: (account) => {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(account)) ?? '[]')
      return Array.isArray(stored) ? stored.filter(isSubmitted) : []
    } catch {
      return []
    }
  },
  write: (account, submitted) => {
    try {
      sessionStorage.setItem(keyOf(account), JSON.stringify(submitted))
    } catch {
      // A full or blocked storage only loses the list after this visit.
    }
  },
}
