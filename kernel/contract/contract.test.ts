import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, DEFAULT_RESOLUTION, LANGUAGES, PRIORITIES, RESOLUTION_PRESETS, THEMES, TIMEZONES } from '../limits'
import {
  AssetUploadRequestSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  COMPANY_PROFILE_FIELDS,
  CompanyProfileResponseSchema,
  CurrencySchema,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  DEFAULT_SETTINGS,
  FileFieldSchema,
  GenerateImageRequestSchema,
  GeneratedImageSchema,
  generatedImageUrl,
  isChatPreviewAnswer,
  LanguageSchema,
  ManualEntrySchema,
  MetricsResponseSchema,
  PrioritySchema,
  SettingsResponseSchema,
  SettingsUpdateRequestSchema,
  SubmissionRequestSchema,
  ThemeSchema,
  TimestampSchema,
  TimezoneSchema,
  UploadManualFormSchema,
  UploadResponseSchema,
} from '.'
import { ANSWERS } from '../../tests/utils/samples'

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success

describe('manual entry (docs/product.md#manual-entry)', () => {
  it('takes an ISO date, a sales amount in RM with at most two decimals, and optional emails', () => {
    expect(ok(ManualEntrySchema, { date: '2025-01-31', sales: 1234.56 })).toBe(true)
    expect(ok(ManualEntrySchema, { date: '2025-01-31', sales: 0, emails: 'a@b.my, not-checked' })).toBe(true)
    // 1.15 is not exactly representable in binary: the decimal check must still accept it.
    expect(ok(ManualEntrySchema, { date: '2025-01-31', sales: 1.15 })).toBe(true)
  })

  it.each([
    ['a date in another format', { date: '31/01/2025', sales: 10 }],
    ['an impossible date', { date: '2025-02-30', sales: 10 }],
    ['a negative amount', { date: '2025-01-31', sales: -1 }],
    ['three decimals', { date: '2025-01-31', sales: 1.234 }],
    ['a missing amount', { date: '2025-01-31' }],
  ])('refuses %s', (_label, value) => {
    expect(ok(ManualEntrySchema, value)).toBe(false)
  })

  it('travels as multipart text: sales as a two-decimal string', () => {
    expect(ok(UploadManualFormSchema, { date: '2025-01-31', sales: '1234.50' })).toBe(true)
    expect(ok(UploadManualFormSchema, { date: '2025-01-31', sales: '12.345' })).toBe(false)
    expect(ok(UploadManualFormSchema, { date: '2025-01-31', sales: 'RM12' })).toBe(false)
  })
})

describe('upload answer', () => {
  it('keeps status an open string and suggestion optional or null', () => {
    const base = { upload_completed: false, message: 'Same content as sales.csv', chunks_created: 0 }
    expect(ok(UploadResponseSchema, { ...base, status: 'content_exists' })).toBe(true)
    expect(ok(UploadResponseSchema, { ...base, status: 'filename_conflict', suggestion: 'Rename to sales-2.csv' })).toBe(true)
    expect(ok(UploadResponseSchema, { ...base, status: 'parse_failed', suggestion: null })).toBe(true)
    expect(ok(UploadResponseSchema, { ...base, status: 'x', chunks_created: -1 })).toBe(false)
  })
})

describe('settings', () => {
  it('offers exactly the choices of docs/product.md#limits-and-constants', () => {
    expect(ThemeSchema.options).toEqual([...THEMES])
    expect(LanguageSchema.options).toEqual(['en', 'ms', 'zh'])
    expect(CurrencySchema.options).toEqual([...CURRENCIES])
    expect(TimezoneSchema.options).toEqual([...TIMEZONES])
    expect(PrioritySchema.options).toEqual(['low', 'medium', 'high', 'critical'])
    expect([...LANGUAGES, ...PRIORITIES]).toHaveLength(7)
  })

  it('defaults as docs/product.md#entities says, and the defaults are a valid, frozen settings answer', () => {
    expect(DEFAULT_NOTIFICATIONS).toEqual({ email: true, push: true, weekly_reports: true, insights: true, system_updates: false })
    expect(DEFAULT_PREFERENCES).toEqual({ theme: 'system', language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' })
    expect(DEFAULT_SETTINGS.request.priority).toBe('medium')
    expect(ok(SettingsResponseSchema, DEFAULT_SETTINGS)).toBe(true)
    expect(Object.isFrozen(DEFAULT_SETTINGS) && Object.isFrozen(DEFAULT_SETTINGS.notifications)).toBe(true)
  })

  it('saves exactly one section per PUT', () => {
    const { profile, notifications, preferences } = ANSWERS.settings
    expect(ok(SettingsUpdateRequestSchema, { profile })).toBe(true)
    expect(ok(SettingsUpdateRequestSchema, { notifications })).toBe(true)
    expect(ok(SettingsUpdateRequestSchema, { preferences })).toBe(true)
    expect(ok(SettingsUpdateRequestSchema, { currentPassword: 'a', newPassword: 'b', twoFactor: true })).toBe(true)

    expect(ok(SettingsUpdateRequestSchema, { profile, notifications })).toBe(false)
    expect(ok(SettingsUpdateRequestSchema, { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b', twoFactor: true })).toBe(false)
    expect(ok(SettingsUpdateRequestSchema, { preferences: { ...preferences, currency: 'EUR' } })).toBe(false)
    expect(ok(SettingsUpdateRequestSchema, {})).toBe(false)
  })

  it('tells a goal submission from a support request, and refuses a mix or a blank', () => {
    expect(ok(SubmissionRequestSchema, { goal: 'Increase sales', user_query: 'Lunch trade' })).toBe(true)
    expect(ok(SubmissionRequestSchema, { user_query: 'Broken link', priority: 'critical' })).toBe(true)
    expect(ok(SubmissionRequestSchema, { goal: 'Increase sales', user_query: 'x', priority: 'low' })).toBe(false)
    expect(ok(SubmissionRequestSchema, { user_query: '   ', priority: 'low' })).toBe(false)
    expect(ok(SubmissionRequestSchema, { user_query: 'x', priority: 'urgent' })).toBe(false)
  })
})

describe('company profile', () => {
  it('has the 26 fields of docs/product.md#entities, none required, numbers typed', () => {
    expect(COMPANY_PROFILE_FIELDS).toHaveLength(26)
    expect(ok(CompanyProfileResponseSchema, {})).toBe(true)
    expect(ok(CompanyProfileResponseSchema, ANSWERS.companyProfile)).toBe(true)
    expect(ok(CompanyProfileResponseSchema, { year_founded: 2016.5 })).toBe(false)
    expect(ok(CompanyProfileResponseSchema, { num_employees: '42' })).toBe(false)
    expect(ok(CompanyProfileResponseSchema, { avg_transaction_value: null, industry: null })).toBe(true)
  })
})

describe('assets', () => {
  it('wants asset_metadata as JSON of field names to text', () => {
    const base = { asset_type_code: 'logo', asset_name: 'logo' }
    expect(ok(AssetUploadRequestSchema, { ...base, asset_metadata: '{"brand_name":"Kopi Siti"}' })).toBe(true)
    expect(ok(AssetUploadRequestSchema, { ...base, asset_metadata: '{}', file: new File(['x'], 'logo.png') })).toBe(true)
    expect(ok(AssetUploadRequestSchema, { ...base, asset_metadata: '{"count":3}' })).toBe(false)
    expect(ok(AssetUploadRequestSchema, { ...base, asset_metadata: 'not json' })).toBe(false)
  })

  it('takes a file from any realm by its shape, and nothing that is not a file', () => {
    expect(ok(FileFieldSchema, new File(['x'], 'a.png'))).toBe(true)
    expect(ok(FileFieldSchema, new Blob(['x']))).toBe(true)
    expect(ok(FileFieldSchema, { size: 1, type: 'image/png', arrayBuffer: () => Promise.resolve(new ArrayBuffer(1)) })).toBe(true)
    expect(ok(FileFieldSchema, 'logo.png')).toBe(false)
  })
})

describe('chat', () => {
  it('answers either in text with sources or with an image preview', () => {
    const text = ChatResponseSchema.parse(ANSWERS.chatText)
    const preview = ChatResponseSchema.parse(ANSWERS.chatPreview)
    expect(isChatPreviewAnswer(text)).toBe(false)
    expect(isChatPreviewAnswer(preview)).toBe(true)
    expect(ok(ChatResponseSchema, { response: 'hi' })).toBe(false)
    expect(ok(ChatResponseSchema, { type: 'video', preview: ANSWERS.chatPreview.preview, request_id: 'r' })).toBe(false)
  })

  it('never sends a blank message and knows only the two modes', () => {
    expect(ok(ChatRequestSchema, { user_query: 'hello', mode: 'marketing' })).toBe(true)
    expect(ok(ChatRequestSchema, { user_query: ' \n ', mode: 'general' })).toBe(false)
    expect(ok(ChatRequestSchema, { user_query: 'hello', mode: 'sales' })).toBe(false)
  })

  it('reads timestamps with an offset, in UTC, or without a zone', () => {
    for (const stamp of ['2025-01-31T08:00:00Z', '2025-01-31T08:00:00.123456+08:00', '2025-01-31T08:00:00']) {
      expect(ok(TimestampSchema, stamp)).toBe(true)
    }
    expect(ok(TimestampSchema, '31 Jan 2025')).toBe(false)
  })
})

describe('images', () => {
  it('takes a WIDTHxHEIGHT resolution in digits and only the social_media template', () => {
    const order = ANSWERS.generateOrder
    expect(ok(GenerateImageRequestSchema, order)).toBe(true)
    for (const resolution of ['1080X1080', '1080x', 'wide', ' 1080x1080']) {
      expect(ok(GenerateImageRequestSchema, { ...order, resolution })).toBe(false)
    }
    expect(ok(GenerateImageRequestSchema, { ...order, template_type: 'poster' })).toBe(false)
    expect(ok(GenerateImageRequestSchema, { ...order, prompt: '  ' })).toBe(false)
  })

  it('finds a generated image’s URL in image_url or image_data.url, and needs one of them', () => {
    const [first, second] = ANSWERS.gallery.images
    expect(generatedImageUrl(GeneratedImageSchema.parse(first))).toBe('https://cdn.example/img/1.png')
    expect(generatedImageUrl(GeneratedImageSchema.parse(second))).toBe('https://cdn.example/img/2.png')
    expect(ok(GeneratedImageSchema, { id: 3, original_query: 'q', created_at: '2025-01-31T08:00:00Z', status: 'failed' })).toBe(false)
  })

  it('has presets that are valid resolutions, Instagram Square first and default', () => {
    const sized = RESOLUTION_PRESETS.filter((preset) => preset.size !== null)
    expect(sized.map((preset) => preset.size)).toEqual(['1080x1080', '1200x630', '1080x1920', '1200x627'])
    for (const preset of sized) expect(ok(GenerateImageRequestSchema, { ...ANSWERS.generateOrder, resolution: preset.size })).toBe(true)
    expect(RESOLUTION_PRESETS[0]?.size).toBe(DEFAULT_RESOLUTION)
  })
})

describe('dashboard', () => {
  it('keeps metrics fields it does not know (later series) and allows no metrics at all', () => {
    expect(MetricsResponseSchema.parse(ANSWERS.metrics).metrics).toHaveProperty('peak_hour', '12:00')
    expect(ok(MetricsResponseSchema, { metrics: null })).toBe(true)
    expect(ok(MetricsResponseSchema, { metrics: { revenue: 1, orders: 1, customers: 1 } })).toBe(false)
  })
})

describe('jitless', () => {
  it('is configured before any contract file builds a schema', () => {
    // zod reads `jitless` when an object schema is built, so each file must import the config first.
    const dir = dirname(fileURLToPath(import.meta.url))
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['zod-config.ts', 'index.ts'].includes(name))
    expect(files.length).toBeGreaterThan(5)
    for (const name of files) {
      const firstImport = readFileSync(join(dir, name), 'utf8').match(/^import .*$/m)?.[0]
      expect(firstImport, name).toBe("import './zod-config'")
    }
  })
})
