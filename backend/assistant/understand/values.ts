/**
 * Payment methods and channels a question names ("berapa peratus bayar cash?", "delivery vs
 * dine-in"), as the words the tables read them: the breakdown's answer leads with each one's share.
 * A word names the values of the account that contain it, or, for a kind of value, the ones that
 * are of that kind ("delivery": GrabFood, foodpanda), see `valuesNamed`.
 */
import type { Topic } from '../types'

/** The words naming a payment method or a channel, each with the value names that answer to it (lower-case, letters only). */
export const VALUE_WORDS: Readonly<Record<'payments' | 'channels', Readonly<Record<string, readonly string[]>>>> = {
  payments: {
    cash: ['cash', 'tunai'], tunai: ['cash', 'tunai'], card: ['card', 'kad', 'visa', 'mastercard'], kad: ['card', 'kad'],
    credit: ['credit', 'card'], debit: ['debit', 'card'], ewallet: ['ewallet', 'wallet', 'touchngo', 'grabpay', 'boost', 'shopeepay'],
    touchngo: ['touchngo', 'tng'], duitnow: ['duitnow'], grabpay: ['grabpay'], qr: ['qr', 'duitnow'], fpx: ['fpx'],
  },
  channels: {
    delivery: ['delivery', 'grabfood', 'foodpanda', 'shopeefood', 'penghantaran'], penghantaran: ['delivery', 'grabfood', 'foodpanda', 'shopeefood', 'penghantaran'],
    grabfood: ['grabfood', 'grab'], grab: ['grabfood', 'grab'], foodpanda: ['foodpanda', 'panda'], panda: ['foodpanda'], shopeefood: ['shopeefood'],
    dinein: ['dinein', 'dine', 'makansini'], takeaway: ['takeaway', 'takeout', 'pickup', 'bungkus', 'tapau'], walkin: ['walkin', 'dinein', 'takeaway'],
    online: ['online', 'grabfood', 'foodpanda', 'shopeefood', 'delivery'],
  },
}

/** The value words of `words` for `topic`, in the order named, each once. */
export function valueWordsIn(words: readonly string[], topic: Topic): string[] {
  if (topic !== 'payments' && topic !== 'channels') return []
  const table = VALUE_WORDS[topic]
  return [...new Set(words.filter((word) => word in table))]
}

/** The account's values (as it spells them) that `word` names: those whose letters contain one of the word's names. */
export function valuesNamed(word: string, topic: 'payments' | 'channels', names: readonly string[]): string[] {
  const wanted = VALUE_WORDS[topic][word] ?? [word]
  return names.filter((name) => {
    const letters = name.toLowerCase().replace(/[^a-z]/g, '')
    return wanted.some((part) => letters.includes(part))
  })
}
