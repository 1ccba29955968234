/**
 * Where the fake backend answers. Absolute URLs without a trailing slash. API paths are
 * `${apiBase}/leads` etc.; the auth service lives at `${authUrl}/auth/v1/...` because supabase-js
 * appends `/auth/v1` to the URL it is given. The browser demo uses `${origin}/api` and
 * `${origin}/demo-auth`; the HTTP mock server uses one origin for both (the API's `POST /auth` and
 * the auth service's `/auth/v1/*` still never collide: handlers match whole paths).
 */
export interface MockBases {
  apiBase: string
  authUrl: string
}

/** The auth service's own prefix: everything supabase-js calls sits below it. */
export function authServicePrefix(bases: MockBases): string {
  return `${bases.authUrl}/auth/v1`
}
