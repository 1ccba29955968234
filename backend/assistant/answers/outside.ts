/**
 * The honest answer to a question no sale of the owner's answers: someone else's business ("how
 * much does the kopitiam across the road make?") or the future ("how much will we sell in 2028?").
 * It states no figure, says why, and offers what the data does hold; see docs/product.md#chat.
 */
import type { Answer, Question } from '../types'
import { say, type Phrase } from '../../phrase'

const ELSEWHERE: Phrase = {
  en: 'I only see your own sales, so I cannot tell how another business is doing, and I give no figure for it. I can compare your own outlets, periods and items: try “Which outlet sold most last month?”.',
  ms: 'Saya hanya melihat jualan anda sendiri, jadi saya tidak dapat memberitahu prestasi perniagaan lain, dan saya tidak memberi sebarang angka untuknya. Saya boleh membandingkan cawangan, tempoh dan item anda sendiri: cuba “Cawangan mana paling laris bulan lepas?”.',
  zh: '我只看得到您自己的销售数据，所以无法知道别家生意的情况，也不会给出任何数字。我可以比较您自己的分店、期间和品项，例如问：“上个月哪个分店卖得最多？”',
}

const FUTURE: Phrase = {
  en: 'I read only the sales you have already made, and I do not forecast, so I give no figure for days that have not come yet. I can show how past periods went: try “Compare this month with last month”.',
  ms: 'Saya hanya membaca jualan yang sudah berlaku, dan saya tidak membuat ramalan, jadi saya tidak memberi angka bagi hari yang belum tiba. Saya boleh tunjukkan prestasi tempoh lepas: cuba “Bandingkan bulan ini dengan bulan lepas”.',
  zh: '我只读取已经发生的销售，不做预测，所以不会为还没到的日子给出数字。我可以告诉您过去的表现，例如问：“比较这个月和上个月”。',
}

/** The answer to a question `understand` marked `outside`, or null for any other. */
export function outsideAnswer(question: Question): Answer | null {
  if (!question.outside) return null
  return { text: say(question.language, question.outside === 'elsewhere' ? ELSEWHERE : FUTURE), sources: [] }
}
