/**
 * Marketing mode in Simplified Chinese: every table has a real Chinese entry (not the English one
 * copied, its placeholders kept, Chinese punctuation), and an owner who asks in Chinese is answered
 * in Chinese with the same figures as in English.
 */
import { describe, expect, it } from 'vitest'
import { ChatPreviewAnswerSchema } from '../../../kernel/contract'
import { NEW_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { NOW } from '../../../tests/utils/backend/analytics-clock'
import { testContext } from '../../../tests/utils/backend/context'
import { kopitiamRows } from '../../../tests/utils/backend/kopitiam-sales'
import { batchOf } from '../../../tests/utils/backend/sales-batches'
import { saveCompanyProfile } from '../../accounts/company-profile'
import { FESTIVE_KEYS, FESTIVE_OCCASIONS } from '../../occasions'
import type { Phrase } from '../../phrase'
import type { Answer } from '../types'
import { HALAL_WARNING, halalWarning, mentionsHalal, withoutHalal } from '../../halal'
import { AIM, FOR_BUSINESS, GENERAL_INTRO, INTRO, WRITE_IN } from './ideas'
import { CELEBRATE, MORNING_MOOD, PLAIN_MOOD, PLAIN_SETTING, SETTINGS, SIGNATURE, TODAY } from './image-prompt'
import { marketingAnswer, promptAdvice } from './index'
import { LANGUAGES, slotName, whenFrom } from './phrases'
import { ASSET_WORDS, PREVIEW_WORDS } from './preview'
import { BLANK, DONE, requestLanguage } from './prompt-advice'
import { isImageRequest, namedOccasion, quotedHeadline } from './request'
import { ANSWER_FIELDS, FIELD_LABELS, SOURCE, UPLOAD_SALES } from './wording'

/** One of each festive occasion's phrases (../../occasions.ts), by key. */
const festive = (field: 'name' | 'angle' | 'mood'): Record<string, Phrase> => Object.fromEntries(FESTIVE_KEYS.map((key) => [key, FESTIVE_OCCASIONS[key][field]]))

const TABLES: Record<string, Phrase> = {
  ...prefixed('angle', festive('angle')),
  ...prefixed('language', Object.fromEntries(LANGUAGES.map(([pattern, names]) => [String(pattern), names]))),
  ...prefixed('source', SOURCE),
  ...prefixed('field', FIELD_LABELS),
  ...prefixed('asset', ASSET_WORDS),
  ...prefixed('preview', PREVIEW_WORDS),
  ...prefixed('setting', Object.fromEntries(SETTINGS.map(([pattern, words]) => [String(pattern), words]))),
  ...prefixed('mood', festive('mood')),
  ...{ PLAIN_SETTING, PLAIN_MOOD, MORNING_MOOD, SIGNATURE, CELEBRATE, TODAY, INTRO, FOR_BUSINESS, GENERAL_INTRO, AIM, WRITE_IN },
  ...{ WARNING: HALAL_WARNING, UPLOAD_SALES, ANSWER_FIELDS, BLANK, DONE },
}

function prefixed(prefix: string, table: Record<string, Phrase>): Record<string, Phrase> {
  return Object.fromEntries(Object.entries(table).map(([key, phrase]) => [`${prefix}:${key}`, phrase]))
}

const HAN = /\p{Script=Han}/u
const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

describe('the Chinese tables', () => {
  it.each(Object.entries(TABLES))('%s has a Chinese entry of its own', (_key, phrase) => {
    expect(phrase.zh.trim()).not.toBe('')
    expect(phrase.zh).toMatch(HAN)
    expect(phrase.zh).not.toBe(phrase.en)
    expect(phrase.zh).not.toBe(phrase.ms)
    expect(holes(phrase.zh)).toEqual(holes(phrase.en))
    // Full-width punctuation in Chinese sentences, and no space between Chinese and a number.
    expect(phrase.zh).not.toMatch(/\p{Script=Han}[,.;:!?()]|[,;:!?(]\p{Script=Han}/u)
    expect(phrase.zh).not.toMatch(/\p{Script=Han} \d|\d \p{Script=Han}/u)
  })

  it('names every festive period as Malaysian Chinese do', () => {
    expect(Object.fromEntries(Object.entries(festive('name')).map(([key, name]) => [key, name.zh]))).toEqual({
      'chinese-new-year': '农历新年',
      ramadan: '斋戒月',
      'hari-raya-aidilfitri': '开斋节',
      'hari-raya-haji': '哈芝节',
      deepavali: '屠妖节',
      merdeka: '国庆日',
      'malaysia-day': '马来西亚日',
      christmas: '圣诞节',
      'school-holidays': '学校假期',
    })
  })

  it('writes times, slots and lists the Chinese way', () => {
    const zh = { language: 'zh', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' } as const
    expect(whenFrom(17, 'zh')).toBe('还有17天')
    expect(whenFrom(1, 'zh')).toBe('明天')
    expect(slotName(1, [15, 17], zh)).toBe('每逢星期二下午3点至5点')
    expect(slotName(0, [11, 13], zh)).toBe('每逢星期一上午11点至下午1点')
    expect(slotName(4, null, zh)).toBe('每逢星期五')
  })
})

describe('reading a Chinese request', () => {
  it('finds an image request, a festive occasion, a halal mark and a quoted headline', () => {
    expect(isImageRequest('帮我做一张开斋节海报')).toBe(true)
    expect(isImageRequest('帮我做一个小红书贴文')).toBe(true)
    expect(isImageRequest('给我一些小红书贴文的点子')).toBe(false)
    expect(isImageRequest('下个月有什么营销点子？')).toBe(false)
    expect(namedOccasion('农历新年促销点子')).toBe('chinese-new-year')
    expect(namedOccasion('哈芝节的家庭套餐')).toBe('hari-raya-haji')
    expect(namedOccasion('开斋节海报')).toBe('hari-raya-aidilfitri')
    expect(namedOccasion('斋戒月开斋饭套餐')).toBe('ramadan')
    expect(mentionsHalal('海报加上清真标志')).toBe(true)
    expect(withoutHalal('清真认证的咖啡店')).toBe('咖啡店')
    expect(quotedHeadline('海报写上“早餐特价”就好')).toBe('早餐特价')
    expect(requestLanguage('帮我做一张nasi lemak海报')).toBe('zh')
    expect(requestLanguage('buat poster untuk sarapan "新年快乐"')).toBe('ms')
  })
})

/** The kopitiam of tests/utils/backend/kopitiam-sales.ts: the Teh Tarik sells best, Tuesdays 3–5 pm are quiet. */
const OWNER = NEW_ACCOUNT.id
async function owner() {
  const rows = kopitiamRows()
  const ctx = await testContext(NOW)
  await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(rows))
  await saveCompanyProfile(ctx, OWNER, {
    industry: '清真认证咖啡店',
    main_products: '拉茶、咖啡、椰浆饭',
    target_segments: '附近上班族；学院学生',
    languages_used: '中文和英文；部分员工讲淡米尔语',
    seasonal_offerings: '斋戒月开斋套餐，学校假期家庭套餐',
  })
  return ctx
}

/** What is left of an answer once the owner's own names, amounts, numbers and markdown are taken out. */
function latinLeft(text: string): string[] {
  const names = ['Teh Tarik', 'Kuih Lapis', 'Kopi O', 'Nasi Lemak Ayam', NEW_ACCOUNT.business_name, 'JAKIM', 'POS']
  const bare = names.reduce((rest, name) => rest.split(name).join(' '), text).replace(/RM[\d,.]+/g, ' ')
  return bare.match(/[A-Za-z]{2,}/g) ?? []
}

const amounts = (text: string) => [...new Set(text.match(/RM[\d,.]*\d/g) ?? [])].sort()

describe('a Chinese answer', () => {
  it('gives campaign ideas in Chinese, with the figures of the English answer and no English sentence left', async () => {
    const ctx = await owner()
    const zh = await marketingAnswer(ctx, OWNER, '给我下个月的营销点子', 'zh') as Answer
    const en = await marketingAnswer(ctx, OWNER, 'campaign ideas for next month', 'en') as Answer
    expect(zh.text).toMatch(HAN)
    expect(latinLeft(zh.text)).toEqual([])
    expect(amounts(zh.text)).toEqual(amounts(en.text))
    expect(zh.text).toContain('**带旺每逢星期二下午3点至5点的冷清时段**')
    expect(zh.text).toContain('“Teh Tarik + Kuih Lapis”套餐')
    expect(zh.text).toContain('**学校假期**：12月5日至31日（还有17天）')
    expect(zh.text).toContain('文案用英文和中文撰写')
    expect(zh.text).not.toMatch(/清真|halal/i)
    expect(zh.sources).toEqual(['公司简介', '销售数据（10月20日至11月18日）', '马来西亚节庆日历'])
  })

  it('warns about a halal mark in Chinese, and previews an image in Chinese', async () => {
    const ctx = await owner()
    const ideas = await marketingAnswer(ctx, OWNER, '开斋节的促销点子，加上清真标志', 'zh') as Answer
    expect(ideas.text.startsWith(halalWarning('zh'))).toBe(true)
    expect(ideas.text).toContain('**开斋节**：2027年3月10日至11日')

    const preview = ChatPreviewAnswerSchema.parse(await marketingAnswer(ctx, OWNER, '帮我做一张椰浆饭海报，写上“早餐特价”，RM9.90', 'zh'))
    const message = preview.preview.message
    expect(message).toMatch(/^我会为您制作这张图片：/)
    expect(message).toContain('椰浆饭')
    expect(message).toContain('标题文字（简体中文）：“早餐特价”')
    expect(message).toContain('RM9.90')
    expect(message).toContain('生成图片之前，还需要：把您的标志和一张产品照片上传为品牌素材。')
    expect(latinLeft(message)).toEqual([])

    const advice = await promptAdvice(ctx, OWNER, { user_input: '帮我做一张农历新年的海报' })
    expect(advice.suggested_prompt).toContain('与Teh Tarik共庆农历新年')
    expect(advice.message).toBe(DONE.zh)
  })
})
