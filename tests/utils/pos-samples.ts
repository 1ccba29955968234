/** The sample POS exports in mocks/fixtures/pos, as the contract and browser tests read them. */
export const POS_SAMPLES_DIR = 'mocks/fixtures/pos'

/** Reports of sales per item for a whole period: refused by design, with the export to upload instead. */
export const PER_ITEM_REPORTS: ReadonlySet<string> = new Set(['storehub-sales-by-product.csv', 'toast-product-mix-all-items.csv'])
