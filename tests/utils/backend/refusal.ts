/** For domain tests: what a call that should refuse answered instead. */
import { BackendError } from '../../../backend/errors'

/** The status and `detail` a domain call refused with (a BackendError); the test fails when it did not refuse. */
export function refusalOf(work: () => unknown): { status: number; detail: unknown } {
  try {
    work()
  } catch (error) {
    if (error instanceof BackendError) return { status: error.status, detail: error.body.detail }
    throw error
  }
  throw new Error('expected a refusal')
}
