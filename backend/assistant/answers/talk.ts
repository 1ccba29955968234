/**
 * What the assistant says when there is nothing to count: what it can answer (for a question it
 * did not understand, and for "help"), hello and you're welcome. No number: these answers state
 * nothing about the account's data, so they name no source.
 *
 * EXAMPLE_QUESTIONS are the four the chat screen's welcome offers too: a test can hold the UI's
 * copy to these, and each is a question the assistant answers from data.
 */
import { bullets } from '../markdown'
import type { Language } from '../../../kernel/format'
import { say, type Phrase } from '../../phrase'
import type { Answer } from '../types'

export const EXAMPLE_QUESTIONS: Phrase<readonly string[]> = {
  en: ['How much did I sell last week?', 'What are my best sellers this month?', 'When are my peak hours?', 'Compare this week with last week'],
  ms: ['Berapa jualan minggu lepas?', 'Apa menu paling laris bulan ini?', 'Bila waktu puncak kedai saya?', 'Bandingkan minggu ini dengan minggu lepas'],
  zh: ['上个星期卖了多少？', '这个月最畅销的是什么？', '我店里的高峰时段是几点？', '比较这个星期和上个星期'],
}

const CAN: Phrase<{ intro: string; topics: readonly string[]; examples: string }> = {
  en: {
    intro: 'I answer from your own sales data, and I say which days and uploads each answer comes from. I can tell you:',
    topics: [
      'sales, orders, customers and average order value for a period: today, yesterday, this or last week, the last N days, this or last month, a named month or a date range',
      'how two periods compare, and sales by day, or weekends against weekdays',
      'your best and slowest sellers, or how one item is doing',
      'your peak and quiet hours',
      'sales by outlet, payment method and delivery channel',
      'repeat and lapsed customers',
      'what to do next, from your insights and goals',
    ],
    examples: 'Try asking:',
  },
  ms: {
    intro: 'Saya menjawab daripada data jualan anda sendiri, dan saya nyatakan hari dan muat naik yang digunakan bagi setiap jawapan. Saya boleh memberitahu anda:',
    topics: [
      'jualan, pesanan, pelanggan dan purata nilai pesanan bagi sesuatu tempoh: hari ini, semalam, minggu ini atau minggu lepas, N hari terakhir, bulan ini atau bulan lepas, bulan tertentu atau julat tarikh',
      'perbandingan dua tempoh, jualan mengikut hari, atau hujung minggu berbanding hari bekerja',
      'menu paling laris dan paling kurang laris, atau prestasi satu item',
      'waktu puncak dan waktu lengang',
      'jualan mengikut cawangan, kaedah pembayaran dan saluran penghantaran',
      'pelanggan berulang dan pelanggan yang sudah lama tidak datang',
      'apa yang patut dibuat seterusnya, daripada cerapan dan matlamat anda',
    ],
    examples: 'Cuba tanya:',
  },
  zh: {
    intro: '我根据您自己的销售数据回答，并会说明每个答案用了哪些日子和哪些上传的文件。我可以告诉您：',
    topics: [
      '某段期间的销售额、订单、顾客和平均客单价：今天、昨天、这个星期或上个星期、最近N天、这个月或上个月、指定月份或日期范围',
      '两段期间的比较、每日销售额，或周末与平日的对比',
      '最畅销和最不畅销的品项，或某个品项的表现',
      '高峰时段和冷清时段',
      '按分店、付款方式和外卖渠道的销售额',
      '回头客和流失顾客',
      '根据您的洞察和目标，建议下一步该做什么',
    ],
    examples: '可以试着问：',
  },
}

const HELLO: Phrase = { en: 'Hello! Ask me anything about your sales.', ms: 'Hai! Tanya saya apa sahaja tentang jualan anda.', zh: '您好！关于销售的任何问题都可以问我。' }
const THANKS: Phrase = { en: 'You’re welcome! Ask me anything else about your sales.', ms: 'Sama-sama! Tanya saya lagi tentang jualan anda.', zh: '不客气！还有其他关于销售的问题，随时问我。' }

/** The honest "here is what I can answer", with the four example questions. */
export function capabilities(language: Language): Answer {
  const can = say(language, CAN)
  return { text: [can.intro, bullets(can.topics), can.examples, bullets(say(language, EXAMPLE_QUESTIONS))].join('\n\n'), sources: [] }
}

export function greeting(language: Language): Answer {
  const can = say(language, CAN)
  return { text: [say(language, HELLO), can.examples, bullets(say(language, EXAMPLE_QUESTIONS))].join('\n\n'), sources: [] }
}

export function thanks(language: Language): Answer {
  return { text: say(language, THANKS), sources: [] }
}
