/**
 * POS exports written in the account's language, header names only: each foreign name (normalised)
 * → the English name the formats and aliases know. Loyverse's Indonesian headers are the ones it
 * writes; its Malay and Chinese ones, and the Square, StoreHub and GrabFood names, are assumed from
 * the apps' translations. A name the generic aliases know too (Tarikh, No Resit) has an entry for the
 * formats, whose columns are named in English (Loyverse's date is `date`, its receipt `receipt number`).
 */
export const HEADER_TRANSLATIONS: Readonly<Record<string, string>> = {
  // Indonesian: Loyverse (as it writes them).
  tanggal: 'date',
  'nomor struk': 'receipt number',
  'jenis struk': 'receipt type',
  'penjualan kotor': 'gross sales',
  diskon: 'discounts',
  'penjualan bersih': 'net sales',
  pajak: 'taxes',
  'total yang dikumpulkan': 'total collected',
  'jenis pembayaran': 'payment type',
  'nama pelanggan': 'customer name',
  'nomor kontak pelanggan': 'customer contacts',
  // Indonesian, assumed: Loyverse's item export, Square, GrabFood.
  waktu: 'time',
  barang: 'item',
  'nama barang': 'item name',
  kuantitas: 'quantity',
  toko: 'store',
  'nama toko': 'store name',
  'opsi makan': 'dining option',
  'id transaksi': 'transaction id',
  'zona waktu': 'time zone',
  lokasi: 'location',
  'dibuat pada': 'created on',
  'id pesanan panjang': 'long order id',
  // Malay, assumed: Loyverse, StoreHub, Square.
  tarikh: 'date',
  masa: 'time',
  'no resit': 'receipt number',
  'nombor resit': 'receipt number',
  'jenis resit': 'receipt type',
  'jualan kasar': 'gross sales',
  diskaun: 'discounts',
  'jualan bersih': 'net sales',
  cukai: 'taxes',
  'jumlah dikutip': 'total collected',
  'nama kedai': 'store name',
  kedai: 'store',
  'pilihan makan': 'dining option',
  'zon masa': 'time zone',
  // Chinese (simplified and traditional), assumed.
  日期: 'date',
  时间: 'time',
  時間: 'time',
  收据编号: 'receipt number',
  收据号码: 'receipt number',
  收據編號: 'receipt number',
  收据类型: 'receipt type',
  收據類型: 'receipt type',
  销售总额: 'gross sales',
  銷售總額: 'gross sales',
  折扣: 'discounts',
  净销售额: 'net sales',
  淨銷售額: 'net sales',
  税: 'taxes',
  稅: 'taxes',
  收款总额: 'total collected',
  收款總額: 'total collected',
  付款类型: 'payment type',
  付款類型: 'payment type',
  客户名称: 'customer name',
  客戶名稱: 'customer name',
  商店: 'store',
  门店: 'store',
  門市: 'store',
  商品: 'item',
  类别: 'category',
  類別: 'category',
  数量: 'quantity',
  數量: 'quantity',
  状态: 'status',
  狀態: 'status',
  时区: 'time zone',
  交易编号: 'transaction id',
}

/**
 * Header names (as words, lower case) only Indonesian writes, not Malay (which writes Tarikh, Diskaun,
 * Cukai): an Indonesian export writes its numbers `1.234,50`, `25.000` for 25,000 (money-conventions.ts).
 */
export const COMMA_DECIMAL_HEADERS: ReadonlySet<string> = new Set([
  'tanggal', 'nomor struk', 'jenis struk', 'penjualan kotor', 'diskon', 'penjualan bersih', 'pajak', 'total yang dikumpulkan',
  'nomor kontak pelanggan', 'kuantitas', 'toko', 'nama toko', 'opsi makan', 'id transaksi', 'zona waktu', 'dibuat pada',
  'id pesanan panjang',
])
