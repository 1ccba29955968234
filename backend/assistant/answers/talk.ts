/**
 * What the assistant says when there is nothing to count: what it can answer (for a question it
 * did not understand, and for "help"), hello and you're welcome. No number: these answers state
 * nothing about the account's data, so they name no source.
 *
 * EXAMPLE_QUESTIONS are the four the chat screen's welcome offers too: a test can hold the UI's
 * copy to these, and each is a question the assistant answers from data.
 */
import { bullets } from '../markdown'
import type { Answer, AskedLanguage } from '../types'
import type { Phrase } from './text'

export const EXAMPLE_QUESTIONS: Record<AskedLanguage, string[]> = {
  en: ['How much did I sell last week?', 'What are my best sellers this month?', 'When are my peak hours?', 'Compare this week with last week'],
  ms: ['Berapa jualan minggu lepas?', 'Apa menu paling laris bulan ini?', 'Bila waktu puncak kedai saya?', 'Bandingkan minggu ini dengan minggu lepas'],
}

const CAN: Record<AskedLanguage, { intro: string; topics: string[]; examples: string }> = {
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
}

const HELLO: Phrase = { en: 'Hello! Ask me anything about your sales.', ms: 'Hai! Tanya saya apa sahaja tentang jualan anda.' }
const THANKS: Phrase = { en: 'You’re welcome! Ask me anything else about your sales.', ms: 'Sama-sama! Tanya saya lagi tentang jualan anda.' }

/** The honest "here is what I can answer", with the four example questions. */
export function capabilities(language: AskedLanguage): Answer {
  const can = CAN[language]
  return { text: [can.intro, bullets(can.topics), can.examples, bullets(EXAMPLE_QUESTIONS[language])].join('\n\n'), sources: [] }
}

export function greeting(language: AskedLanguage): Answer {
  const can = CAN[language]
  return { text: [HELLO[language], can.examples, bullets(EXAMPLE_QUESTIONS[language])].join('\n\n'), sources: [] }
}

export function thanks(language: AskedLanguage): Answer {
  return { text: THANKS[language], sources: [] }
}
