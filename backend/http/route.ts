/**
 * What a route is: a handler of a `Request`, with the one authentication wrapper (`owner`) for the
 * calls the contract marks `auth`, the auth service's (`authService`), or none (`open`). A route
 * answers a JSON body (or a `Response` as it is); a refusal (a BackendError) becomes its answer.
 * `serve` runs a request's work in one transaction unless it is a read or keeps its own.
 */
import { authenticate, type Caller } from '../auth/authenticate'
import type { BackendContext } from '../context'
import { authServiceError, isBackendError } from '../errors'
import { internalError, json, refusal } from './respond'

export interface RouteInput {
  ctx: BackendContext
  request: Request
  url: URL
  /** The path's parameters by name (`/uploads/{id}`: `id`). */
  params: Readonly<Record<string, string>>
  /** The API's absolute URL, for the URLs an answer gives (signed files, the report). */
  apiBase: string
  /** The answer to a failure the code did not mean: the host's, or a logged 500 (`internalError`). */
  failed?: (error: unknown, headers?: HeadersInit) => Response
  /**
   * Reads (GETs) run in one transaction too: on a database, where a request's statements then share
   * one connection and one setting of its account instead of a transaction each. The demo's memory
   * runs one transaction at a time, so there reads go outside.
   */
  readsInTransaction?: boolean
}

/** What a route's handler gives: a JSON body, a `Response` as it is, or either later. */
type Handle<I> = (input: I) => unknown

/** A signed-in owner's request: the token verified, its account found. */
export interface OwnerInput extends RouteInput {
  caller: Caller
  accountId: string
}

export interface RouteOptions {
  /** The status of a successful JSON answer; 200 unless said. */
  status?: number
  /** Headers on every answer of the route, refusals included. */
  headers?: Readonly<Record<string, string>>
  /** The route runs its own transactions (an upload answers before its work ends): `serve` opens none. */
  ownTransaction?: boolean
  /** With a hosted auth service (`BackendContext.accountsFromTokens`), a verified token without an account gets one here (`POST /auth`). */
  makesAccount?: boolean
}

export interface Route {
  /** Who may call it: anyone, a signed-in owner (bearer token), or a client of the auth service (API key). */
  access: 'open' | 'owner' | 'auth-service'
  run(input: RouteInput): Promise<unknown>
  options: RouteOptions
}

export function open(handle: Handle<RouteInput>, options: RouteOptions = {}): Route {
  return { access: 'open', run: (input) => Promise.resolve(handle(input)), options }
}

/** The one authentication wrapper: a bearer token the backend accepts, or 401 `{detail}`; the handler sees its account's store. */
export function owner(handle: Handle<OwnerInput>, options: RouteOptions = {}): Route {
  return {
    access: 'owner',
    async run(input) {
      const caller = await authenticate(input.ctx, input.request.headers.get('authorization'), { makeAccount: options.makesAccount === true })
      // Everything after the check reads and writes as the caller's account, and only its records.
      const ctx = { ...input.ctx, store: input.ctx.store.forAccount(caller.account.id) }
      return handle({ ...input, ctx, caller, accountId: caller.account.id })
    },
    options,
  }
}

/** auth-js reads error codes from `code` only when the answer says it speaks the 2024-01-01 API. */
export const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' }

/** An auth service call: Supabase's gateway refuses one without the project's API key before the service sees it. */
export function authService(handle: Handle<RouteInput>, options: RouteOptions = {}): Route {
  return {
    access: 'auth-service',
    run(input) {
      if (!input.request.headers.get('apikey')) return Promise.reject(authServiceError(401, 'no_api_key', 'No API key found in request'))
      return Promise.resolve(handle(input))
    },
    options: { ...options, headers: { ...API_VERSION_HEADERS, ...options.headers } },
  }
}

/**
 * Answers one request. A write (any method but GET; a read too where the host says so) runs in one
 * transaction: a refusal is an answer, so it commits what the request wrote before refusing (a
 * reused refresh token revokes its session, a wrong code counts); a failure the code did not mean
 * rolls everything back and answers 500.
 */
export async function serve(route: Route, input: RouteInput): Promise<Response> {
  const { headers, status = 200 } = route.options
  const answer = async (ctx: BackendContext): Promise<Response> => {
    try {
      const body = await route.run({ ...input, ctx })
      return body instanceof Response ? body : json(body, status, headers)
    } catch (error) {
      if (isBackendError(error)) return refusal(error, headers)
      throw error
    }
  }
  try {
    if ((input.request.method === 'GET' && !input.readsInTransaction) || route.options.ownTransaction) return await answer(input.ctx)
    return await input.ctx.store.transaction((store) => answer({ ...input.ctx, store }))
  } catch (error) {
    return (input.failed ?? internalError)(error, headers)
  }
}
