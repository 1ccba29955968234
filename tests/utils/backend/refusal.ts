/** For domain tests: what a call that should refuse answered instead. */
import { BackendError } from '../../../backend/errors'

/** The status and `detail` a domain call refused with (a BackendError); the test fails when it did not refuse. */
export async function refusalOf(work: () => unknown): Promise<{ status: number; detail: unknown }> {
  try {
    await work()
  } catch (error) {
    if (error instanceof BackendError) return { status: error.status, detail: error.body.detail }
    throw error
  }
  throw new Error('expected a refusal')
}

/** The same for a call already made, its `detail` as text: `await refusal(uploadAsset(…))`. */
export async function refusal(work: Promise<unknown>): Promise<{ status: number; detail: string }> {
  const { status, detail } = await refusalOf(() => work)
  return { status, detail: String(detail) }
}

/** The status, `code` and `msg` an auth service call refused with (GoTrue's shape); the test fails when it did not refuse. */
export async function authRefusal(work: Promise<unknown>): Promise<{ status: number; code: unknown; msg: unknown }> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof BackendError)) throw new Error('expected a refusal', { cause: error })
  return { status: error.status, code: error.body.code, msg: error.body.msg }
}
