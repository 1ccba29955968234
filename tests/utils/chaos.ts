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
