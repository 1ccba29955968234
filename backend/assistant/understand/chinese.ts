/**
 * Chinese questions (Simplified, as Malaysian owners type them: no spaces, Chinese numbers and date
 * words, item and outlet names often in Latin letters in the middle: "nasi lemak上个月卖了多少？"),
 * read into the same words the English and Malay tables use, so every topic, period and follow-up
 * rule of ./periods.ts, ./topics.ts and ./compare.ts reads them unchanged.
 *
 * How: dates, weekdays and numbers are rewritten first (11月3日 → "3 nov", 星期一 → "monday",
 * 两个星期 → "2 week"), then each run of Chinese characters is cut by forward maximum matching
 * against CHINESE_WORDS (the longest entry at each place wins: 上个月 before 上, 卖得最好 before 最好),
 * the standard segmentation of a closed vocabulary and linear in the text. A character no entry
 * starts is kept as not understood (`unknown`), never guessed at. Why no segmentation library, and
 * what it measured: docs/decisions/015-reading-chinese-questions.md.
 */

/** Han characters (with the compatibility block), and the Chinese punctuation read as a space. */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/
const HAN_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g

/** Whether `text` has any Chinese character. */
export function hasChinese(text: string): boolean {
  return HAN.test(text)
}

/**
 * Chinese word → the words the patterns read ('' for a word that only joins others: 的, 了, 吗).
 * Grouped by what they name; an entry's longer forms are listed so that the longest match wins.
 */
export const CHINESE_WORDS: Readonly<Record<string, string>> = {
  // Periods.
  今天: 'today', 今日: 'today', 今天的: 'today', 当天: 'today',
  昨天: 'yesterday', 昨日: 'yesterday', 琴日: 'yesterday', 前天: 'day before yesterday', 前日: 'day before yesterday',
  今晚: 'tonight', 今早: 'this morning', 今天早上: 'this morning', 昨晚: 'last night', 昨天晚上: 'last night', 昨夜: 'last night',
  这个星期: 'this week', 这星期: 'this week', 这个礼拜: 'this week', 这礼拜: 'this week', 这周: 'this week', 本周: 'this week',
  这一周: 'this week', 这个周: 'this week', 本星期: 'this week', 今个星期: 'this week', 今个礼拜: 'this week',
  上个星期: 'last week', 上星期: 'last week', 上个礼拜: 'last week', 上礼拜: 'last week', 上周: 'last week', 上一周: 'last week',
  上个周: 'last week', 上一个星期: 'last week', 上一个礼拜: 'last week',
  上上个星期: '2 weeks ago', 上上星期: '2 weeks ago', 上上周: '2 weeks ago', 上上个礼拜: '2 weeks ago',
  这个月: 'this month', 本月: 'this month', 这月: 'this month', 今个月: 'this month', 这一个月: 'this month',
  上个月: 'last month', 上月: 'last month', 上一个月: 'last month', 上一月: 'last month',
  上上个月: '2 months ago', 上上月: '2 months ago',
  大前天: '3 days ago', 这几天: 'last 3 days', 最近几天: 'last 3 days',
  今年: 'this year', 本年: 'this year', 去年: 'last year', 上年: 'last year', 前年: '2 years ago',
  这个周末: 'this weekend', 这周末: 'this weekend', 本周末: 'this weekend', 上个周末: 'last weekend', 上周末: 'last weekend',
  周末: 'weekend', 工作日: 'weekday', 平日: 'weekday', 平时: 'weekday', 星期几: 'day of the week', 礼拜几: 'day of the week', 周几: 'day of the week',
  过去: 'past', 最近: 'last', 近: 'last', 这段时间: '', 期间: '', 同期: 'same period', 同一时期: 'same period', 为止: 'so far', 到目前为止: 'so far',
  至今: 'so far', 到现在: 'so far', 截至今天: 'so far', 到今天: 'so far',
  天: 'day', 日: 'day', 星期: 'week', 礼拜: 'week', 周: 'week', 个星期: 'week', 个礼拜: 'week', 个月: 'month', 年: 'year', 前: 'ago', 以前: 'before', 之前: 'before', 之后: 'after', 以后: 'after',
  从: 'from', 到: 'to', 至: 'to', 之间: '', 中间: '', 由: 'from',
  // What is measured.
  营业额: 'sales', 销售额: 'sales', 销售: 'sales', 营收: 'revenue', 收入: 'revenue', 业绩: 'sales', 生意额: 'sales', 进账: 'sales',
  卖了多少钱: 'sales', 卖了多少: 'sales', 卖多少: 'sales', 卖了几多: 'sales', 赚了多少: 'earn', 赚多少: 'earn', 赚了: 'earn', 赚: 'earn',
  多少钱: 'how much money', 几多钱: 'how much money', 钱: 'money', 总额: 'total', 总数: 'total', 总共: 'total', 一共: 'total', 合计: 'total', 总: 'total',
  订单: 'order', 单: 'order', 张单: 'order', 单子: 'order', 单数: 'order', 订单数: 'order', 交易: 'transaction', 笔交易: 'transaction',
  收据: 'receipt', 账单: 'bill', 几张单: 'how many order', 多少单: 'how many order', 几单: 'how many order', 多少张单: 'how many order',
  客人: 'customers', 顾客: 'customers', 客户: 'customers', 人客: 'customers', 来客: 'customers', 客流: 'customers', 人流: 'customers',
  多少人: 'how many people', 几个人: 'how many people', 几多人: 'how many people', 几个客人: 'how many customers', 多少客人: 'how many customers',
  平均单价: 'average order', 客单价: 'average order', 平均每单: 'average order', 每单平均: 'average order', 平均消费: 'average spend',
  人均消费: 'spend per customer', 平均: 'average',
  利润: 'profit', 盈利: 'profit', 毛利: 'margin', 利润率: 'margin', 赚钱: 'profitable',
  数量: 'quantity', 销量: 'quantity sold', 份数: 'quantity', 几份: 'how many item', 多少份: 'how many item', 卖了几份: 'how many item', 卖了多少份: 'how many item',
  杯: 'item', 碗: 'item', 盘: 'item', 份: 'item',
  // Items and sellers.
  产品: 'item', 菜: 'item', 菜式: 'item', 菜色: 'item', 菜单: 'menu', 商品: 'item', 品项: 'item', 东西: 'item', 食物: 'item', 饮料: 'item', 饮品: 'item',
  卖得最好: 'best seller', 卖最好: 'best seller', 最好卖: 'best seller', 最畅销: 'best seller', 畅销: 'best seller', 卖得最多: 'best seller',
  卖最多: 'best seller', 最受欢迎: 'most popular', 受欢迎: 'popular', 热卖: 'best seller', 热门: 'popular', 销量最高: 'best seller', 销量最好: 'best seller',
  最多人点: 'most ordered', 最多人买: 'most ordered', 卖得好: 'best seller',
  卖得最差: 'least sold', 卖最差: 'least sold', 最难卖: 'least sold', 最不好卖: 'least sold', 卖得最少: 'least sold', 卖最少: 'least sold',
  最冷门: 'least popular', 冷门: 'least popular', 滞销: 'slow moving', 不好卖: 'not selling', 卖不动: 'not selling', 卖不出: 'not selling',
  最少人点: 'least ordered', 最少人买: 'least ordered', 最不受欢迎: 'least popular', 销量最低: 'least sold', 销量最差: 'least sold', 卖得差: 'not selling',
  卖得不好: 'not selling', 卖得不太好: 'not selling', 卖不好: 'not selling', 不太好卖: 'not selling', 卖得很差: 'not selling',
  卖: 'sell', 卖出: 'sold', 卖了: 'sold', 卖得: 'sold', 排名: 'top', 排行: 'top', 名: '',
  // Outlets.
  分店: 'outlet', 分行: 'outlet', 门市: 'outlet', 门店: 'outlet', 店面: 'outlet', 店: 'outlet', 店铺: 'outlet', 档口: 'outlet',
  哪个分店: 'which outlet', 哪间分店: 'which outlet', 哪家分店: 'which outlet', 哪间店: 'which outlet', 哪家店: 'which outlet', 哪个店: 'which outlet',
  哪个门市: 'which outlet', 哪间门市: 'which outlet', 每个分店: 'by outlet', 每间分店: 'by outlet', 每间店: 'by outlet', 各分店: 'by outlet',
  各个分店: 'by outlet', 各间分店: 'by outlet', 各店: 'by outlet', 所有分店: 'outlets', 全部分店: 'outlets',
  // Payments and channels.
  付款: 'payment', 支付: 'payment', 付钱: 'payment', 收款: 'payment', 付款方式: 'payment', 支付方式: 'payment', 付: 'paid', 付费: 'payment',
  现金: 'cash', 现款: 'cash', 刷卡: 'card', 信用卡: 'credit card', 银行卡: 'debit card', 卡: 'card', 电子钱包: 'ewallet', 扫码: 'qr',
  外卖: 'delivery', 外送: 'delivery', 送餐: 'delivery', 堂食: 'dinein', 内用: 'dinein', 打包: 'takeaway', 外带: 'takeaway', 带走: 'takeaway',
  渠道: 'channel', 通路: 'channel', 平台: 'platform',
  // Customers.
  回头客: 'regulars', 熟客: 'regulars', 常客: 'regulars', 老客: 'regulars', 老顾客: 'regulars', 老客人: 'regulars', 老主顾: 'regulars',
  回头: 'come back', 再来: 'come again', 常来: 'regulars', 来了不止一次: 'come again', 新客: 'new customers', 新顾客: 'new customers',
  新客人: 'new customers', 新客户: 'new customers', 第一次来: 'first time customers',
  没再来: 'stopped coming', 不再来: 'stopped coming', 不来了: 'stopped coming', 没有再来: 'stopped coming', 没回来: 'stopped coming',
  流失: 'lost customers', 流失的: 'lost customers', 没来: 'stopped coming', 很久没来: 'stopped coming', 好久没来: 'stopped coming',
  很久没有来: 'stopped coming', 好久没有来: 'stopped coming',
  // Days and hours.
  每天: 'daily', 每日: 'daily', 天天: 'daily', 逐日: 'daily', 哪天: 'which day', 哪一天: 'which day', 哪日: 'which day', 那天: '',
  高峰: 'peak', 繁忙: 'busy', 最忙: 'busiest', 最旺: 'busiest', 最多人: 'most customers', 旺: 'busy', 忙: 'busy',
  最冷清: 'quietest', 最闲: 'quietest', 最淡: 'quietest', 最少人: 'least busy', 冷清: 'quiet', 淡: 'quiet', 闲: 'quiet',
  几点: 'what time', 什么时候: 'what time', 哪个时段: 'what time', 时段: 'hour', 时间: 'time', 每小时: 'hourly', 每个小时: 'hourly', 小时: 'hour', 钟头: 'hour',
  早上: 'morning', 上午: 'morning', 早餐: 'breakfast', 中午: 'lunch', 午餐: 'lunch', 下午: 'afternoon', 晚上: 'evening', 晚餐: 'dinner', 夜宵: 'supper',
  // Comparing and changing.
  比较: 'compare', 对比: 'compare', 相比: 'compare', 比起: 'compare', 比: 'than', 跟: 'and', 和: 'and', 与: 'and', 及: 'and', 同: 'and', 还有: 'and',
  增长: 'increase', 成长: 'growth', 上升: 'increase', 多了: 'increase', 涨: 'increase', 进步: 'better', 好过: 'better', 更好: 'better',
  下降: 'drop', 少了: 'drop', 跌: 'drop', 退步: 'worse', 减少: 'decrease', 更差: 'worse', 差别: 'difference', 差多少: 'difference',
  // Advice and small talk.
  怎样才能: 'how can i', 怎么才能: 'how can i', 如何才能: 'how can i', 怎样可以: 'how can i', 怎么可以: 'how can i', 提高: 'improve',
  提升: 'improve', 改善: 'improve', 做好: 'improve',
  建议: 'advice', 意见: 'advice', 点子: 'ideas', 怎样提高: 'how to improve', 如何提高: 'how to improve', 怎么提高: 'how to improve',
  怎么增加: 'how to increase', 怎样增加: 'how to increase', 如何增加: 'how to increase', 怎么做: 'what should i do', 该怎么办: 'what should i do', 应该做什么: 'what should i do',
  你好: 'hello', 您好: 'hello', 哈喽: 'hello', 嗨: 'hi', 早安: 'good morning', 早上好: 'good morning', 午安: 'good afternoon', 晚上好: 'good evening',
  谢谢: 'thanks', 多谢: 'thanks', 感谢: 'thanks', 谢啦: 'thanks', 谢谢你: 'thanks', 帮助: 'help', 帮忙: 'help',
  你能做什么: 'what can you do', 你会做什么: 'what can you do', 你可以做什么: 'what can you do', 可以问什么: 'what can i ask', 你是谁: 'who are you',
  // Not in the sales (their own answers, see ./topics.ts).
  退款: 'refund', 退钱: 'refund', 退货: 'refund', 退了: 'refund', 退回: 'refund', 退给: 'refund', 折扣: 'discount', 打折: 'discount', 优惠: 'discount', 供应商: 'supplier', 价钱: 'price', 价格: 'price',
  成本: 'cost', 目标: 'target', 预算: 'budget', 预测: 'forecast', 预计: 'forecast', 天气: 'weather', 除了: 'excluding', 不包括: 'excluding', 不算: 'excluding', 扣除: 'excluding',
  // Someone else's business, and the future (no figure answers them, see ./topics.ts).
  对面: 'across the road', 隔壁: 'next door', 竞争对手: 'competitor', 对手: 'competitor', 别人: 'other shop', 别家: 'other shop', 别间: 'other shop',
  明天: 'tomorrow', 后天: 'tomorrow', 下个月: 'next month', 下月: 'next month', 下周: 'next week', 下个星期: 'next week', 下星期: 'next week',
  下个礼拜: 'next week', 下礼拜: 'next week', 明年: 'next year', 将会: 'will we', 会卖: 'will we sell', 能卖: 'will we sell',
  // Business as a whole, and question words.
  生意: 'business', 业务: 'business', 表现: 'performance', 情况: 'performance', 做得: 'doing',
  多少: 'how much', 几多: 'how much', 几: 'how many', 多: '', 哪个: 'which', 哪些: 'which', 哪: 'which', 什么: 'what', 啥: 'what', 是什么: 'what is',
  怎么样: 'how', 如何: 'how', 怎样: 'how', 好不好: 'how', 最好: 'best', 最差: 'worst', 最多: 'most', 最少: 'least', 最高: 'most', 最低: 'least',
  前几名: 'top', 第一: 'top 1', 占: 'share', 比例: 'share', 百分比: 'percent', 巴仙: 'percent', 趴: 'percent',
  // Words that only join others.
  的: '', 了: '', 吗: '', 呢: '', 啊: '', 呀: '', 吧: '', 啦: '', 喔: '', 哦: '', 嘛: '', 是: '', 有: '', 有没有: '', 我: '', 我们: '', 我的: '', 我们的: '',
  你: '', 您: '', 在: '', 那: '', 那么: '', 这: '', 这个: '', 那个: '', 个: '', 间: '', 家: '', 位: '', 张: '', 都: '', 也: '', 就: '', 请: '',
  帮我: '', 给我: '', 看看: '', 看: '', 一下: '', 告诉我: '', 告诉: '', 查: '', 查一下: '', 显示: '', 列出: '', 列: '', 出: '', 来: '', 了解: '', 想知道: '',
  想: '', 要: '', 能: '', 可以: '', 请问: '', 得: '', 把: '', 给: '', 让: '', 所有: 'all', 全部: 'all', 还是: 'or', 或者: 'or', 对: '', 里: '', 中: '', 内: '',
}

/** Entries longest first is not needed: matching tries every length down from this one. */
const LONGEST = Math.max(...Object.keys(CHINESE_WORDS).map((word) => word.length))

/** Chinese numbers: digits, tens and hundreds ("两" is two, "十二" twelve, "二十五" twenty-five). */
const DIGITS: Readonly<Record<string, number>> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
const NUMERAL = /[零一二两三四五六七八九十百]+/g
/** What a number counts: a number is rewritten only before one of these, so 一下, 一样, 第一 keep their meaning. */
const COUNTED = /^(?:个|天|日|号|周|星期|礼拜|月|年|名|位|张|单|间|家|份|杯|碗|次|小时)/

export function chineseNumber(text: string): number | null {
  let total = 0
  let digit = -1
  for (const char of text) {
    if (char === '十' || char === '百') {
      total += (digit < 0 ? 1 : digit) * (char === '十' ? 10 : 100)
      digit = -1
    } else {
      const value = DIGITS[char]
      if (value === undefined) return null
      if (digit >= 0) return null
      digit = value
    }
  }
  return total + Math.max(0, digit)
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const WEEKDAY_NUMBER: Readonly<Record<string, number>> = { 日: 0, 天: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 0 }
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/**
 * Dates and weekdays written the Chinese way, as the English words ./periods.ts reads:
 * 2026年11月3日 → "3 nov 2026", 11月3日到9日 → "nov 3 to 9", 十一月 → "nov", 上星期一 → "last monday".
 */
function datesAndWeekdays(text: string): string {
  return text
    // 十月第一个星期, 10月的最后一周: a week of a month.
    .replace(/(\d{1,2})月(?:份)?的?(?:第([1-4])|(最后一))个?(?:星期|礼拜|周)/g, (whole, month: string, which: string | undefined, last: string | undefined) => {
      const number = Number(month)
      if (number < 1 || number > 12) return whole
      return ` ${last ? 'last' : ['first', 'second', 'third', 'fourth'][Number(which) - 1]} week of ${MONTH_NAMES[number - 1]} `
    })
    // 星期六日, 礼拜六天: Saturday and Sunday, the weekend; 上个星期六日 that weekend, or, set against 平日, the weekend of that week.
    .replace(/(上个?|这个?|本)?(?:星期|礼拜|周)[六6](?:日|天|和(?:星期|礼拜|周)?[日天])/g, (_, which: string | undefined) => {
      if (which === undefined) return ' weekend '
      const week = which.startsWith('上') ? 'last' : 'this'
      return /平日|平时|工作日/.test(text) ? ` weekend ${week} week ` : ` ${week} weekend `
    })
    .replace(/(上个?|这个?|本)?(?:星期|礼拜|周)([一二三四五六日天1-7])/g, (_, which: string | undefined, day: string) => {
      const name = WEEKDAY_NAMES[WEEKDAY_NUMBER[day] ?? 0]!
      return which === undefined ? ` ${name} ` : ` ${name} of ${which.startsWith('上') ? 'last' : 'this'} week `
    })
    .replace(/([零一二两三四五六七八九十]+)月/g, (whole, written: string, at: number, all: string) => {
      // 三个月 is three months; 十一月 is November.
      if (all[at - 1] === '个') return whole
      const month = chineseNumber(written)
      return month !== null && month >= 1 && month <= 12 ? `${month}月` : whole
    })
    .replace(/(?:(\d{4})年)?(\d{1,2})月(?:份)?(?:(\d{1,2})[日号])?/g, (whole, year: string | undefined, month: string, day: string | undefined, at: number, all: string) => {
      const number = Number(month)
      if (all[at - 1] === '个' || number < 1 || number > 12) return whole
      const name = MONTH_NAMES[number - 1]!
      return ` ${name}${day ? ` ${Number(day)}` : ''}${year ? ` ${year}` : ''} `
    })
    .replace(/(\d{1,2})[日号]/g, ' $1 ')
    .replace(/(\d{4})年/g, ' $1 ')
}

/** Chinese numbers before what they count as digits (两个星期 → 2个星期, 前三名 → 前3名). */
function numbers(text: string): string {
  return text.replace(NUMERAL, (written, at: number) => {
    // 哪一天, 这一周, 每一天: 一 there says "which", "this", "every", not one.
    if (!COUNTED.test(text.slice(at + written.length)) || (written === '一' && /[哪这那每]/.test(text[at - 1] ?? ''))) return written
    const value = chineseNumber(written)
    return value === null ? written : String(value)
  })
}

/** The table's words of three or more characters, longest first: the ones a typo of one character may stand for. */
const LONG_WORDS = Object.keys(CHINESE_WORDS).filter((word) => word.length >= 3).sort((a, b) => b.length - a.length)

/**
 * The table word of three or more characters that `run` holds at `at` with exactly one character
 * different (not the first: 上个星其 is 上个星期, but 下个星期 is no typo of 上个星期), or null.
 */
function nearWord(run: string, at: number): string | null {
  for (const word of LONG_WORDS) {
    if (at + word.length > run.length || run[at] !== word[0]) continue
    let different = 0
    for (let index = 1; index < word.length && different < 2; index++) if (run[at + index] !== word[index]) different++
    if (different === 1) return word
  }
  return null
}

export interface ChineseReading {
  /** The question in the words the patterns read (Latin parts as typed). */
  text: string
  /** Runs of Chinese characters no entry starts, in order: the words not understood. */
  unknown: string[]
}

/** Reads a question with Chinese in it (see the file's comment); text without Chinese comes back as it is. */
export function readChinese(typed: string): ChineseReading {
  const unknown: string[] = []
  // Full-width digits, letters and signs as their ASCII forms first (１１月 is 11月), then Chinese punctuation as spaces.
  const normal = typed.normalize('NFKC').replace(/[，。！？、；：“”‘’（）《》…～·?!,;:()]/g, ' ')
  const prepared = numbers(datesAndWeekdays(numbers(normal)))
    // 前三名 is the top three; 前七天, 过去7天, 最近两个星期 the last days or weeks (天前 is "ago", read by the table).
    .replace(/前(\d+)(?=名|位|个?(?:产品|菜|商品|分店))/g, ' top $1 ')
    .replace(/(?:前|过去|最近|近)(\d+)/g, ' last $1 ')
    .replace(/这(\d+)(?=天|日|个?星期|个?礼拜|周|个月)/g, ' last $1 ')
    // 一个星期里哪天, 一周中哪一天: which day of the week.
    .replace(/1个?(?:星期|礼拜|周)(?:里|中|内|当中)?的?哪一?天/g, ' which day of the week ')
  const text = prepared.replace(HAN_RUN, (run) => {
    const words: string[] = []
    let at = 0
    let unknownEnd = -1
    while (at < run.length) {
      let length = Math.min(LONGEST, run.length - at)
      while (length > 0 && !(run.slice(at, at + length) in CHINESE_WORDS)) length--
      const near = length === 0 ? nearWord(run, at) : null
      if (near) {
        // A word of three or more characters typed with one wrong (上个星其 for 上个星期): read as that word.
        if (CHINESE_WORDS[near]) words.push(CHINESE_WORDS[near])
        at += near.length
        continue
      }
      if (length === 0) {
        // Characters not understood side by side are one word not understood (咖啡, not 咖 and 啡).
        if (unknownEnd === at && unknown.length > 0) unknown[unknown.length - 1] += run[at]!
        else unknown.push(run[at]!)
        unknownEnd = ++at
        continue
      }
      const word = CHINESE_WORDS[run.slice(at, at + length)]!
      if (word !== '') words.push(word)
      at += length
    }
    return ` ${words.join(' ')} `
  })
  return { text: text.replace(/\s+/g, ' ').trim(), unknown }
}
