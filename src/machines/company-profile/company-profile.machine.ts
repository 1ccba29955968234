import { assertEvent, assign, setup } from 'xstate'
import { COMPANY_PROFILE_FIELDS, type CompanyProfile, type CompanyProfileResponse, type Currency } from '../../../kernel/contract'
import { fromApiPromise } from '../shared/api-actor'
import { getCompanyProfile, putCompanyProfile } from '../../api/company-profile'

/** The 26 fields as typed (numbers too: the machine reads them when saving). */
export type ProfileField = keyof CompanyProfile
export type ProfileFields = Record<ProfileField, string>

/** Fields that hold whole numbers, and the one that holds money with two decimals (docs/product.md#company-profile; in the account's currency). */
export const WHOLE_NUMBER_FIELDS = ['year_founded', 'num_employees', 'num_branches'] as const satisfies readonly ProfileField[]
export const MONEY_FIELDS = ['avg_transaction_value'] as const satisfies readonly ProfileField[]

/** Browser storage keys (docs/product.md#browser-storage): the client id image generation sends, and the industry it is for. */
export const CLIENT_ID_KEY = 'client_id'
export const INDUSTRY_KEY = 'company_industry'
export const DEFAULT_INDUSTRY = 'food_beverage'

/** How long 'Profile saved successfully!' shows (docs/product.md#company-profile). */
export const SAVED_BANNER_MS = 3000

export type ProfileErrors = Partial<Record<ProfileField, 'format'>>

export type CompanyProfileEvent =
  | { type: 'profile.change'; field: ProfileField; value: string }
  | { type: 'profile.save' }
  /** Try again after 'Failed to load profile data'. */
  | { type: 'profile.retry' }

export interface CompanyProfileContext {
  fields: ProfileFields
  /** The fields as last loaded or saved: what "unsaved changes" compares with. */
  saved: ProfileFields
  /** Fields the last save refused (a year of `19x5`), until each is changed. */
  errors: ProfileErrors
  /** The account's currency, as the loaded profile says (the average transaction is in it); null when it does not. */
  currency: Currency | null
}

export type CompanyProfileInvokeId = 'loadProfile' | 'saveProfile'

const EMPTY_FIELDS = Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, ''])) as ProfileFields

/** The answer's fields as text for the form: a null or absent field is empty. */
export function fieldsOf(profile: Partial<CompanyProfile>): ProfileFields {
  return Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, profile[field] === null || profile[field] === undefined ? '' : String(profile[field])])) as ProfileFields
}

/** What is wrong with the number fields (empty is fine: no field is required). */
export function profileErrorsOf(fields: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {}
  for (const field of WHOLE_NUMBER_FIELDS) if (!/^\d*$/.test(fields[field].trim())) errors[field] = 'format'
  for (const field of MONEY_FIELDS) if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})?$/.test(fields[field].trim())) errors[field] = 'format'
  return errors
}

/** The profile the fields describe, for PUT /company-profile: trimmed text, numbers as numbers, empty as null. */
export function profileOf(fields: ProfileFields): CompanyProfile {
  const numeric = new Set<ProfileField>([...WHOLE_NUMBER_FIELDS, ...MONEY_FIELDS])
  return Object.fromEntries(
    COMPANY_PROFILE_FIELDS.map((field) => {
      const value = fields[field].trim()
      return [field, value === '' ? null : numeric.has(field) ? Number(value) : value]
    }),
  )
}

/** Whether the form holds changes not saved yet (the leave guard asks before dropping them). */
export function hasUnsavedChanges({ fields, saved }: Pick<CompanyProfileContext, 'fields' | 'saved'>): boolean {
  return COMPANY_PROFILE_FIELDS.some((field) => fields[field].trim() !== saved[field].trim())
}

export const loadProfile = fromApiPromise<CompanyProfileResponse>(({ signal }) => getCompanyProfile(signal))
export const saveProfile = fromApiPromise<unknown, CompanyProfile>(({ input, signal }) => putCompanyProfile(input, signal))

type Loaded = { output: CompanyProfileResponse }
const loadedOf = ({ event }: { event: { output: CompanyProfileResponse } }): Loaded => ({ output: event.output })

const editable = {
  'profile.change': { actions: 'setField' },
  'profile.save': [{ guard: 'isValid', target: '#companyProfile.saving' }, { actions: 'markErrors' }],
} as const

/**
 * The Company Profile form (docs/product.md#company-profile): loading → editing, or loadFailed
 * ('Failed to load profile data', Try again). One Save: saving → saved ('Profile saved
 * successfully!' for 3 seconds, then editing) or saveFailed ('Failed to save profile. Please try
 * again.', every typed value kept). The loaded answer's `client_id` and industry go to browser
 * storage (`client_id`, `company_industry`, `food_beverage` when absent).
 */
export const companyProfileMachine = setup({
  types: {
    context: {} as CompanyProfileContext,
    events: {} as CompanyProfileEvent,
    tags: {} as 'busy',
  },
  actors: { loadProfile, saveProfile },
  delays: { bannerTime: SAVED_BANNER_MS },
  guards: {
    isValid: ({ context }) => Object.keys(profileErrorsOf(context.fields)).length === 0,
  },
  actions: {
    keepLoaded: assign((_, { output }: Loaded) => ({ fields: fieldsOf(output), saved: fieldsOf(output), currency: output.currency ?? null })),
    storeClient: (_, { output }: Loaded) => {
      if (output.client_id) localStorage.setItem(CLIENT_ID_KEY, output.client_id)
      localStorage.setItem(INDUSTRY_KEY, output.industry?.trim() || DEFAULT_INDUSTRY)
    },
    setField: assign(({ context, event }) => {
      assertEvent(event, 'profile.change')
      const errors = { ...context.errors }
      delete errors[event.field]
      return { fields: { ...context.fields, [event.field]: event.value }, errors }
    }),
    markErrors: assign(({ context }) => ({ errors: profileErrorsOf(context.fields) })),
    markSaved: assign(({ context }) => ({ saved: { ...context.fields } })),
    storeIndustry: ({ context }) => localStorage.setItem(INDUSTRY_KEY, context.fields.industry.trim() || DEFAULT_INDUSTRY),
  },
}).createMachine({
  id: 'companyProfile',
  context: { fields: { ...EMPTY_FIELDS }, saved: { ...EMPTY_FIELDS }, errors: {}, currency: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'editing', actions: [{ type: 'keepLoaded', params: loadedOf }, { type: 'storeClient', params: loadedOf }] },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'profile.retry': { target: 'loading' } } },
    editing: { on: editable },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => profileOf(context.fields),
        onDone: { target: 'saved', actions: ['markSaved', 'storeIndustry'] },
        onError: { target: 'saveFailed' },
      },
    },
    saved: { after: { bannerTime: { target: 'editing' } }, on: editable },
    saveFailed: { on: editable },
  },
})
