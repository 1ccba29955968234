/**
 * Zones as exports name them. Square writes its `Time Zone` column with the names Rails
 * (ActiveSupport::TimeZone) gives zones, `Eastern Time (US & Canada)` or `Kuala Lumpur`, sometimes
 * as Rails prints them, `(GMT-05:00) Eastern Time (US & Canada)`; others write IANA names.
 */
import { type Zone, zoneFor } from './zone'

/** ActiveSupport's friendly names → IANA zones (its MAPPING table, the names Square writes). */
const RAILS_ZONES: Record<string, string> = {
  'international date line west': 'Pacific/Midway', 'midway island': 'Pacific/Midway', 'american samoa': 'Pacific/Pago_Pago',
  hawaii: 'Pacific/Honolulu', alaska: 'America/Juneau', 'pacific time (us & canada)': 'America/Los_Angeles',
  tijuana: 'America/Tijuana', 'mountain time (us & canada)': 'America/Denver', arizona: 'America/Phoenix',
  chihuahua: 'America/Chihuahua', mazatlan: 'America/Mazatlan', 'central time (us & canada)': 'America/Chicago',
  saskatchewan: 'America/Regina', guadalajara: 'America/Mexico_City', 'mexico city': 'America/Mexico_City',
  monterrey: 'America/Monterrey', 'central america': 'America/Guatemala', 'eastern time (us & canada)': 'America/New_York',
  'indiana (east)': 'America/Indiana/Indianapolis', bogota: 'America/Bogota', lima: 'America/Lima', quito: 'America/Lima',
  'atlantic time (canada)': 'America/Halifax', caracas: 'America/Caracas', 'la paz': 'America/La_Paz',
  santiago: 'America/Santiago', newfoundland: 'America/St_Johns', brasilia: 'America/Sao_Paulo',
  'buenos aires': 'America/Argentina/Buenos_Aires', montevideo: 'America/Montevideo', georgetown: 'America/Guyana',
  'puerto rico': 'America/Puerto_Rico', greenland: 'America/Nuuk', 'mid-atlantic': 'Atlantic/South_Georgia',
  azores: 'Atlantic/Azores', 'cape verde is.': 'Atlantic/Cape_Verde', dublin: 'Europe/Dublin', edinburgh: 'Europe/London',
  lisbon: 'Europe/Lisbon', london: 'Europe/London', casablanca: 'Africa/Casablanca', monrovia: 'Africa/Monrovia',
  utc: 'UTC', belgrade: 'Europe/Belgrade', bratislava: 'Europe/Bratislava', budapest: 'Europe/Budapest',
  ljubljana: 'Europe/Ljubljana', prague: 'Europe/Prague', sarajevo: 'Europe/Sarajevo', skopje: 'Europe/Skopje',
  warsaw: 'Europe/Warsaw', zagreb: 'Europe/Zagreb', brussels: 'Europe/Brussels', copenhagen: 'Europe/Copenhagen',
  madrid: 'Europe/Madrid', paris: 'Europe/Paris', amsterdam: 'Europe/Amsterdam', berlin: 'Europe/Berlin', bern: 'Europe/Zurich',
  zurich: 'Europe/Zurich', rome: 'Europe/Rome', stockholm: 'Europe/Stockholm', vienna: 'Europe/Vienna',
  'west central africa': 'Africa/Algiers', bucharest: 'Europe/Bucharest', cairo: 'Africa/Cairo', helsinki: 'Europe/Helsinki',
  kyiv: 'Europe/Kyiv', kyev: 'Europe/Kyiv', riga: 'Europe/Riga', sofia: 'Europe/Sofia', tallinn: 'Europe/Tallinn',
  vilnius: 'Europe/Vilnius', athens: 'Europe/Athens', istanbul: 'Europe/Istanbul', minsk: 'Europe/Minsk',
  jerusalem: 'Asia/Jerusalem', harare: 'Africa/Harare', pretoria: 'Africa/Johannesburg', kaliningrad: 'Europe/Kaliningrad',
  moscow: 'Europe/Moscow', 'st. petersburg': 'Europe/Moscow', volgograd: 'Europe/Volgograd', samara: 'Europe/Samara',
  kuwait: 'Asia/Kuwait', riyadh: 'Asia/Riyadh', nairobi: 'Africa/Nairobi', baghdad: 'Asia/Baghdad', tehran: 'Asia/Tehran',
  'abu dhabi': 'Asia/Muscat', muscat: 'Asia/Muscat', baku: 'Asia/Baku', tbilisi: 'Asia/Tbilisi', yerevan: 'Asia/Yerevan',
  kabul: 'Asia/Kabul', ekaterinburg: 'Asia/Yekaterinburg', islamabad: 'Asia/Karachi', karachi: 'Asia/Karachi',
  tashkent: 'Asia/Tashkent', chennai: 'Asia/Kolkata', kolkata: 'Asia/Kolkata', mumbai: 'Asia/Kolkata',
  'new delhi': 'Asia/Kolkata', kathmandu: 'Asia/Kathmandu', astana: 'Asia/Dhaka', dhaka: 'Asia/Dhaka',
  'sri jayawardenepura': 'Asia/Colombo', almaty: 'Asia/Almaty', novosibirsk: 'Asia/Novosibirsk', rangoon: 'Asia/Yangon',
  bangkok: 'Asia/Bangkok', hanoi: 'Asia/Bangkok', jakarta: 'Asia/Jakarta', krasnoyarsk: 'Asia/Krasnoyarsk',
  beijing: 'Asia/Shanghai', chongqing: 'Asia/Chongqing', 'hong kong': 'Asia/Hong_Kong', urumqi: 'Asia/Urumqi',
  'kuala lumpur': 'Asia/Kuala_Lumpur', singapore: 'Asia/Singapore', taipei: 'Asia/Taipei', perth: 'Australia/Perth',
  irkutsk: 'Asia/Irkutsk', ulaanbaatar: 'Asia/Ulaanbaatar', seoul: 'Asia/Seoul',
  osaka: 'Asia/Tokyo', sapporo: 'Asia/Tokyo', tokyo: 'Asia/Tokyo', yakutsk: 'Asia/Yakutsk', darwin: 'Australia/Darwin',
  adelaide: 'Australia/Adelaide', canberra: 'Australia/Melbourne', melbourne: 'Australia/Melbourne',
  sydney: 'Australia/Sydney', brisbane: 'Australia/Brisbane', hobart: 'Australia/Hobart', vladivostok: 'Asia/Vladivostok',
  guam: 'Pacific/Guam', 'port moresby': 'Pacific/Port_Moresby', magadan: 'Asia/Magadan', srednekolymsk: 'Asia/Srednekolymsk',
  'solomon is.': 'Pacific/Guadalcanal', 'new caledonia': 'Pacific/Noumea', fiji: 'Pacific/Fiji', kamchatka: 'Asia/Kamchatka',
  'marshall is.': 'Pacific/Majuro', auckland: 'Pacific/Auckland', wellington: 'Pacific/Auckland',
  "nuku'alofa": 'Pacific/Tongatapu', 'tokelau is.': 'Pacific/Fakaofo', 'chatham is.': 'Pacific/Chatham', samoa: 'Pacific/Apia',
}

/** Rails's printed form: `(GMT+08:00) Kuala Lumpur`. */
const PRINTED_OFFSET = /^\((?:gmt|utc)[+-]\d{2}:?\d{2}\)\s*/i

const named = new Map<string, Zone | null>()

/** The zone a file names, by its Rails or its IANA name; null when it is neither. Memoised: a column repeats a few names. */
export function namedZone(name: string): Zone | null {
  let zone = named.get(name)
  if (zone === undefined) {
    const trimmed = name.trim()
    const rails = RAILS_ZONES[trimmed.replace(PRINTED_OFFSET, '').replace(/\s+/g, ' ').toLowerCase()]
    zone = trimmed === '' ? null : ((rails ? zoneFor(rails) : null) ?? zoneFor(trimmed))
    named.set(name, zone)
  }
  return zone
}
