/** What the server benches ask of a running server over HTTP: a new owner, and a timed GET /metrics. */

export const BENCH_PASSWORD = 'bench-password'

/** Signs a new owner up through the server's auth service; their token and account id. */
export async function signUpOwner(url: string, email: string, business = `Bench ${email}`): Promise<{ token: string; id: string }> {
  const answer = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: 'bench', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, data: { business_name: business } }),
  })
  if (answer.status !== 200) throw new Error(`sign-up of ${email} answered ${answer.status}`)
  const session = (await answer.json()) as { access_token: string; user: { id: string } }
  return { token: session.access_token, id: session.user.id }
}

/** Signs an owner in with the password grant; their token. */
export async function signInOwner(url: string, email: string): Promise<string> {
  const answer = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: 'bench', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  })
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`)
  return ((await answer.json()) as { access_token: string }).access_token
}

/** GET /metrics (the default period), timed in ms; a read that found no sales would time nothing worth knowing. */
export async function timedMetrics(url: string, token: string): Promise<number> {
  const started = performance.now()
  const answer = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await answer.json()) as { metrics?: unknown }
  if (answer.status !== 200 || !body.metrics) throw new Error(`GET /metrics answered ${answer.status} without metrics`)
  return performance.now() - started
}
