/**
 * The country choices of the lead form (docs/product.md#lead-form: the value is the two-letter
 * code). Malaysia first, then the neighbours most of our leads come from, then every other ISO
 * 3166-1 alpha-2 region alphabetically by its English name. Names come from `Intl.DisplayNames`, so
 * only codes ship here.
 */
export const PRIORITY_COUNTRY_CODES = ['MY', 'SG', 'ID', 'TH', 'BN', 'PH', 'VN'] as const

/** Every officially assigned ISO 3166-1 alpha-2 code (249). */
export const ISO_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

export interface CountryOption {
  code: string
  name: string
}

let cached: CountryOption[] | undefined

/** The options in display order, built once on first use. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  const option = (code: string): CountryOption => ({ code, name: names.of(code) ?? code })
  const priority: readonly string[] = PRIORITY_COUNTRY_CODES
  const collator = new Intl.Collator('en')
  const rest = ISO_COUNTRY_CODES.filter((code) => !priority.includes(code))
    .map(option)
    .sort((a, b) => collator.compare(a.name, b.name))
  cached = [...priority.map(option), ...rest]
  return cached
}
