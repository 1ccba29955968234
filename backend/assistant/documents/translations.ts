/**
 * Malay and English words of a food-and-beverage business's documents, each with its other-language
 * words: an owner asks "harga gula dari pembekal" about an English price list, or "what time do we
 * close" about a Malay SOP. A question word is covered by a document that holds it or one of its
 * translations (./search.ts); the snippet marks either. Normalised as ./terms.ts normalises words
 * (lower case, no accents), one word each: a phrase ("coconut milk") is its words.
 */
const PAIRS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['harga', ['price', 'prices', 'cost']],
  ['kos', ['cost', 'price']],
  ['pembekal', ['supplier', 'suppliers', 'vendor']],
  ['bekalan', ['supply', 'supplies', 'delivery']],
  ['penghantaran', ['delivery', 'deliveries']],
  ['gula', ['sugar']],
  ['garam', ['salt']],
  ['beras', ['rice']],
  ['tepung', ['flour']],
  ['minyak', ['oil']],
  ['santan', ['coconut', 'milk']],
  ['kelapa', ['coconut']],
  ['susu', ['milk']],
  ['telur', ['egg', 'eggs']],
  ['ayam', ['chicken']],
  ['daging', ['beef', 'meat']],
  ['ikan', ['fish']],
  ['udang', ['prawn', 'prawns', 'shrimp']],
  ['sotong', ['squid']],
  ['sayur', ['vegetable', 'vegetables']],
  ['bawang', ['onion', 'onions', 'shallots', 'garlic']],
  ['cili', ['chilli', 'chili']],
  ['kopi', ['coffee']],
  ['teh', ['tea']],
  ['air', ['water', 'drink']],
  ['roti', ['bread']],
  ['mentega', ['butter']],
  ['tutup', ['close', 'closes', 'closing', 'closed']],
  ['buka', ['open', 'opens', 'opening']],
  ['kedai', ['shop', 'store', 'outlet']],
  ['cawangan', ['outlet', 'branch']],
  ['dapur', ['kitchen']],
  ['pintu', ['door']],
  ['kunci', ['lock', 'key']],
  ['belakang', ['back', 'rear']],
  ['depan', ['front']],
  ['bersih', ['clean']],
  ['cuci', ['wash', 'clean']],
  ['sampah', ['rubbish', 'trash', 'waste']],
  ['peti', ['fridge', 'box']],
  ['sejuk', ['cold', 'chiller', 'fridge']],
  ['pekerja', ['staff', 'worker', 'workers', 'employee']],
  ['gaji', ['salary', 'wage', 'wages', 'pay']],
  ['cuti', ['leave', 'holiday']],
  ['syif', ['shift', 'shifts']],
  ['stok', ['stock', 'inventory']],
  ['resipi', ['recipe', 'recipes']],
  ['hidangan', ['dish', 'serving']],
  ['set', ['set', 'combo']],
  ['pesanan', ['order', 'orders']],
  ['bayaran', ['payment', 'pay']],
  ['tunai', ['cash']],
  ['minggu', ['week', 'weekly']],
  ['bulan', ['month', 'monthly']],
  ['harian', ['daily']],
  ['pagi', ['morning']],
  ['malam', ['night', 'pm']],
]

/**
 * Chinese words (as ./terms.ts pairs them: two characters) with their English and Malay words, for a
 * question in Chinese about a document in English or Malay ("供应商的白糖价格", "几点关门").
 */
const CHINESE_PAIRS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['价格', ['price', 'prices', 'harga']], ['价钱', ['price', 'prices', 'harga']], ['成本', ['cost', 'kos']],
  ['供应', ['supplier', 'suppliers', 'pembekal']], ['应商', ['supplier', 'suppliers', 'pembekal']],
  ['白糖', ['sugar', 'gula']], ['砂糖', ['sugar', 'gula']], ['食盐', ['salt', 'garam']], ['大米', ['rice', 'beras']], ['白米', ['rice', 'beras']],
  ['面粉', ['flour', 'tepung']], ['椰浆', ['coconut', 'milk', 'santan']], ['椰奶', ['coconut', 'milk', 'santan']], ['牛奶', ['milk', 'susu']],
  ['鸡蛋', ['egg', 'eggs', 'telur']], ['鸡肉', ['chicken', 'ayam']], ['牛肉', ['beef', 'daging']], ['蔬菜', ['vegetable', 'vegetables', 'sayur']],
  ['关门', ['close', 'closing', 'closes', 'tutup']], ['打烊', ['close', 'closing', 'tutup']], ['开门', ['open', 'opening', 'opens', 'buka']],
  ['营业', ['open', 'opening', 'hours', 'buka']], ['员工', ['staff', 'pekerja']], ['清洁', ['clean', 'cleaning', 'bersih']],
  ['食谱', ['recipe', 'resipi']], ['配方', ['recipe', 'resipi']], ['送货', ['delivery', 'penghantaran']], ['外送', ['delivery', 'penghantaran']],
]

const TRANSLATIONS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>()
  const add = (word: string, other: string) => {
    if (word === other) return
    let set = map.get(word)
    if (!set) map.set(word, (set = new Set()))
    set.add(other)
  }
  for (const [malay, english] of PAIRS) {
    for (const word of english) {
      add(malay, word)
      add(word, malay)
    }
  }
  // A Chinese word finds its English and Malay words; they do not find it back (a Chinese document is searched in Chinese).
  for (const [chinese, others] of CHINESE_PAIRS) for (const word of others) add(chinese, word)
  return new Map([...map].map(([word, others]) => [word, [...others].sort()]))
})()

/** The word's translations (Malay ↔ English, Chinese → both), never the word itself; none for a word not in the table. */
export function translationsOf(term: string): readonly string[] {
  return TRANSLATIONS.get(term) ?? []
}
