import './zod-config'
import * as z from 'zod'
import { PreferenceSettingsSchema } from './settings'

// POST /leads (no auth) — the Lead of docs/product.md#entities. The answer body is not read by the client.
export const LeadRequestSchema = z.object({
  email: z.email(),
  company_name: z.string().trim().min(1),
  /** The chosen country's two-letter code (ISO 3166-1 alpha-2). */
  country: z.string().regex(/^[A-Z]{2}$/),
})
export type LeadRequest = z.infer<typeof LeadRequestSchema>
export const LeadResponseSchema = z.object({ id: z.string(), created_at: z.iso.datetime() })
export type LeadResponse = z.infer<typeof LeadResponseSchema>

// POST /auth (bearer, empty body): 200 means the backend accepts the token.
export const AuthValidateResponseSchema = z.object({
  user_id: z.string(),
  email: z.email(),
  /** The account's saved preferences, so the app takes them on at sign-in (spec-deviations row 46); optional. */
  preferences: PreferenceSettingsSchema.optional(),
})
export type AuthValidateResponse = z.infer<typeof AuthValidateResponseSchema>

// GET /goals (no auth) — the Goal of docs/product.md#entities: a title, used as both option value and label.
export const GoalSchema = z.object({ title: z.string().min(1) })
export type Goal = z.infer<typeof GoalSchema>
export const GoalsResponseSchema = z.object({ goals: z.array(GoalSchema) })
export type GoalsResponse = z.infer<typeof GoalsResponseSchema>
