import { currentChaosRules, setChaos, type ChaosRule } from '../../mocks/chaos'

/** Sets (or, with null, removes) the chaos rule of one endpoint and leaves the others as they are. */
export function setChaosRule(key: string, rule: ChaosRule | null): void {
  const rules = { ...currentChaosRules() }
  if (rule) rules[key] = rule
  else delete rules[key]
  setChaos(rules)
}

/** The auth service's answer to a wrong e-mail or password. */
export const INVALID_CREDENTIALS: ChaosRule = {
  status: 400,
  body: { code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
}

/** The auth service's answer past its limit on sign-in attempts (backend/auth/rate-limits.ts). */
export const TOO_MANY_SIGN_INS: ChaosRule = {
  status: 429,
  body: { code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', msg: 'Too many sign-in attempts. Try again in 15 minutes.' },
}
