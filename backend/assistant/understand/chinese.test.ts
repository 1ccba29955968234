import { describe, expect, it } from 'vitest'
import { chineseNumber, CHINESE_WORDS, hasChinese, readChinese } from './chinese'

describe('Chinese numbers', () => {
  it.each([
    ['一', 1], ['两', 2], ['十', 10], ['十一', 11], ['十二', 12], ['二十', 20], ['二十五', 25], ['三十', 30], ['一百', 100], ['九十', 90],
  ])('%s is %i', (written, value) => {
    expect(chineseNumber(written)).toBe(value)
  })

  it('reads no number from two digits side by side', () => {
    expect(chineseNumber('一二')).toBeNull()
  })
})

describe('reading a Chinese question into the words the patterns read', () => {
  it.each([
    ['这个月卖得最好的是什么？', 'this month best seller what is'],
    ['昨天有几张单？', 'yesterday how many order'],
    ['哪个分店生意最好？', 'which outlet business best'],
    ['11月3日到9日的营业额', 'nov 3 to 9 sales'],
    ['十一月三号的营业额', 'nov 3 sales'],
    ['２０２６年１０月的销售额', 'oct 2026 sales'],
    ['十月份卖了多少钱', 'oct sales'],
    ['过去两个星期的客人', 'last 2 week customers'],
    ['最近三个月的订单', 'last 3 month order'],
    ['三天前卖了多少', '3 day ago sales'],
    ['前三名产品', 'top 3 item'],
    ['上星期一的订单', 'monday of last week order'],
    ['这个星期天的客人', 'sunday of this week customers'],
    ['星期六卖了多少', 'saturday sales'],
    ['上上个星期的营业额', '2 weeks ago sales'],
  ])('%s → %s', (typed, words) => {
    expect(readChinese(typed)).toEqual({ text: words, unknown: [] })
  })

  it('keeps the Latin words typed among the Chinese as they are', () => {
    expect(readChinese('nasi lemak上个月卖了多少份').text).toBe('nasi lemak last month how many item')
    expect(readChinese('Bangsar分店昨天的sales').text).toBe('Bangsar outlet yesterday sales')
  })

  it('takes the longest word at each place: 上个月 is last month, not 上 then 个月', () => {
    expect(readChinese('上个月').text).toBe('last month')
    expect(readChinese('上上个月').text).toBe('2 months ago')
  })

  it('rewrites a number only where it counts something: 一下 and 一样 keep their meaning', () => {
    expect(readChinese('看一下今天').text).toBe('today')
    expect(readChinese('两个月').text).toBe('2 month')
  })

  it('returns the characters no word starts, each run as one word, in order, as not understood', () => {
    expect(readChinese('对面那间咖啡店赚多少')).toEqual({ text: 'across the road outlet earn', unknown: ['咖啡'] })
    expect(readChinese('咖啡上个月卖了多少，蛋糕呢').unknown).toEqual(['咖啡', '蛋糕'])
  })

  it('tells Chinese from the other languages', () => {
    expect(hasChinese('sales yesterday')).toBe(false)
    expect(hasChinese('jualan semalam')).toBe(false)
    expect(hasChinese('sales 昨天')).toBe(true)
  })

  it('maps every table word to words of the English and Malay tables, never to Chinese', () => {
    for (const [word, meaning] of Object.entries(CHINESE_WORDS)) {
      expect(hasChinese(meaning), word).toBe(false)
      expect(meaning, word).toMatch(/^[a-z0-9 ]*$/)
    }
  })

})
