/**
 * Failure and latency knobs, read on every request so a presenter (or a test) can change them while
 * the app runs. Rules are keyed `METHOD /path`, relative to the API base (the auth service's paths
 * relative to its URL, e.g. `POST /auth/v1/token`), without the query string:
 *   {"POST /leads": {"status": 500}, "GET /metrics": {"delayMs": 2000}, "POST /upload": {"network": true}}
 * A call with a path parameter takes a rule for one path (`DELETE /uploads/u1`) or for all of them,
 * keyed as the contract spells it (`DELETE /uploads/{id}`).
 * In the browser they come from `localStorage['selera:chaos']` (plus any `setChaos` rules); under
 * Node only from `setChaos`. The handler runs first: it waits and fails, or falls through.
 */
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw'
import '../kernel/contract/zod-config'
import * as z from 'zod'
import { callKey, findApiCall, type ApiMethod } from '../kernel/contract/calls'
import { authServicePrefix, type MockBases } from './bases'

export interface ChaosRule {
  /** Answer with this status (and `body`, default `{detail: 'Injected failure'}`). */
  status?: number
  body?: unknown
  /** Wait this long first; replaces the general latency for this endpoint. */
  delayMs?: number
  /** Fail as a network error (no response at all). */
  network?: boolean
}
export type ChaosRules = Record<string, ChaosRule>
export interface LatencyRange {
  min: number
  max: number
}

/**
 * The browser demo's latency on every request: what an owner's phone on 4G gets from a server in
 * the region (a round trip and the server's work), so a demo feels like the product, busy states
 * included, without making anyone wait. A presenter who wants a slow network sets `selera:latency`.
 */
export const DEMO_LATENCY: LatencyRange = { min: 50, max: 150 }

export const CHAOS_STORAGE_KEY = 'selera:chaos'
export const LATENCY_STORAGE_KEY = 'selera:latency'
export const DEFAULT_FAILURE_BODY = { detail: 'Injected failure' }
const NULL_BODY_STATUSES = new Set([204, 205, 304])

const RuleSchema = z.object({
  status: z.number().int().min(200).max(599).optional(),
  body: z.unknown().optional(),
  delayMs: z.number().min(0).max(120_000).optional(),
  network: z.boolean().optional(),
})

const LatencySchema = z.object({ min: z.number().min(0).max(120_000), max: z.number().min(0).max(120_000) })

let memoryRules: ChaosRules = {}
let latency: LatencyRange | null = null
let storage: Pick<Storage, 'getItem'> | null = null

export function setChaos(rules: ChaosRules): void {
  memoryRules = normaliseRules(rules)
}

export function clearChaos(): void {
  memoryRules = {}
}

/** Random delay for every request; `null` for none (the default: tests run at full speed). */
export function setLatency(range: LatencyRange | null): void {
  latency = range && { min: Math.max(0, Math.min(range.min, range.max)), max: Math.max(0, range.min, range.max) }
}

export function currentLatency(): LatencyRange | null {
  return latency
}

/** The browser demo reads rules from this storage on every request; `null` stops reading. */
export function setChaosStorage(source: Pick<Storage, 'getItem'> | null): void {
  storage = source
}

/** `POST /leads` from `post`, ` /leads `: one spelling per key, however a presenter typed it. */
function normaliseKey(key: string): string | null {
  const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(key)
  return match ? `${match[1]!.toUpperCase()} ${match[2]!}` : null
}

/** Keeps the well-formed rules and silently drops the rest: a typo must never break the demo. */
export function normaliseRules(input: unknown): ChaosRules {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {}
  const rules: ChaosRules = {}
  for (const [rawKey, rawRule] of Object.entries(input)) {
    const key = normaliseKey(rawKey)
    const rule = RuleSchema.safeParse(rawRule)
    if (key && rule.success) rules[key] = rule.data
  }
  return rules
}

function storedRules(): ChaosRules {
  try {
    const text = storage?.getItem(CHAOS_STORAGE_KEY)
    return text ? normaliseRules(JSON.parse(text)) : {}
  } catch {
    return {}
  }
}

/** The rules in force right now: stored ones, overridden per key by `setChaos` ones. */
export function currentChaosRules(): ChaosRules {
  return { ...storedRules(), ...memoryRules }
}

/** The rule key of a request, or null when the request is not for the fake backend. */
export function chaosKey(bases: MockBases, method: string, url: string): string | null {
  const { origin, pathname } = new URL(url)
  const address = origin + pathname
  const auth = authServicePrefix(bases)
  if (address === auth || address.startsWith(`${auth}/`)) return `${method.toUpperCase()} ${address.slice(bases.authUrl.length)}`
  if (address.startsWith(`${bases.apiBase}/`)) return `${method.toUpperCase()} ${address.slice(bases.apiBase.length)}`
  return null
}

/** The rule for this exact key, else for the contract's call it is an instance of (`DELETE /uploads/{id}`). */
export function ruleFor(rules: ChaosRules, key: string): ChaosRule | undefined {
  if (rules[key]) return rules[key]
  const [method = '', path = ''] = key.split(' ')
  const call = findApiCall(method as ApiMethod, path)
  return call ? rules[callKey(call)] : undefined
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** `localStorage['selera:latency']` (`{"min": 0, "max": 0}`) overrides the demo latency: a presenter's slow network, a test's none. */
function storedLatency(): LatencyRange | null {
  try {
    const text = storage?.getItem(LATENCY_STORAGE_KEY)
    const parsed = LatencySchema.safeParse(text ? JSON.parse(text) : null)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function generalLatency(): number {
  const range = storedLatency() ?? latency
  if (!range) return 0
  return Math.round(range.min + Math.random() * Math.max(0, range.max - range.min))
}

/** First in the handler list. One catch-all, so a request is delayed once even when bases share an origin. */
export function createChaosHandler(bases: MockBases): RequestHandler {
  return http.all('*', async ({ request }) => {
    const key = chaosKey(bases, request.method, request.url)
    if (!key) return undefined
    const rule = ruleFor(currentChaosRules(), key)
    const wait = rule?.delayMs ?? generalLatency()
    if (wait > 0) await pause(wait)
    if (rule?.network) return HttpResponse.error()
    if (rule?.status !== undefined) {
      // These statuses forbid a body; a Response built with one would throw.
      if (NULL_BODY_STATUSES.has(rule.status)) return new HttpResponse(null, { status: rule.status })
      return HttpResponse.json((rule.body ?? DEFAULT_FAILURE_BODY) as JsonBodyType, { status: rule.status })
    }
    return undefined
  })
}
