/**
 * Test-only: a Loyverse "Receipts by item" export (the columns and conventions of
 * mocks/fixtures/pos/loyverse-receipts-by-item.csv) in which refunds are receipts of their own, as
 * Loyverse writes them: receipt type `Refund`, amounts written positive, its own receipt number
 * (2-1005 refunds two Teh Tarik of 2-1001). Dated around the analytics tests' clock, Wednesday
 * 18 Nov 2026, 10:00 in Kuala Lumpur; the figures it should give are worked out where it is read.
 *
 *   Thu 15 Oct 12:15  1-0990  Sale    Bangsar     Mee Goreng Mamak ×2     25.80  Nurul Huda
 *   Wed 11 Nov 08:15  2-0995  Sale    Mont Kiara  Teh Tarik ×2             9.00
 *   Wed 11 Nov 09:00  2-0996  Refund  Mont Kiara  Teh Tarik ×1            −4.50
 *   Wed 18 Nov 08:05  2-1001  Sale    Mont Kiara  Nasi Lemak Ayam Goreng  15.90  Tan Wei Ming
 *                                                 Teh Tarik ×2             9.00  Tan Wei Ming
 *   Wed 18 Nov 08:40  1-1002  Sale    Bangsar     Roti Canai ×3            6.00  (takeaway)
 *   Wed 18 Nov 09:10  2-1003  Sale    Mont Kiara  Char Kuey Teow          16.90  Siti Rahman (delivery)
 *   Wed 18 Nov 09:20  1-1004  Refund  Bangsar     Mee Goreng Mamak ×1    −12.90  Nurul Huda (of 1-0990)
 *   Wed 18 Nov 09:30  2-1005  Refund  Mont Kiara  Teh Tarik ×2            −9.00  Tan Wei Ming (of 2-1001)
 */
const HEADER =
  'Date,Receipt number,Receipt type,Category,SKU,Item,Variant,Modifiers applied,Quantity,Gross sales,Discounts,Net sales,Cost of goods,Gross profit,Taxes,Dining option,POS,Store,Cashier name,Customer name,Customer contacts,Comment,Status'

export const LOYVERSE_REFUNDS_CSV = [
  HEADER,
  '15/10/2026 12:15,1-0990,Sale,Noodles,10003,Mee Goreng Mamak,,,2,25.80,0.00,25.80,8.00,17.80,1.55,Dine in,POS 1,Bangsar,Aisyah,Nurul Huda,nurul.huda@yahoo.com,,Closed',
  '11/11/2026 08:15,2-0995,Sale,Drinks,20001,Teh Tarik,Hot,,2,9.00,0.00,9.00,2.00,7.00,0.54,Dine in,POS 2,Mont Kiara,Farid,,,,Closed',
  '11/11/2026 09:00,2-0996,Refund,Drinks,20001,Teh Tarik,Hot,,1,4.50,0.00,4.50,1.00,3.50,0.27,Dine in,POS 2,Mont Kiara,Farid,,,Wrong order,Closed',
  '18/11/2026 08:05,2-1001,Sale,Rice,10001,Nasi Lemak Ayam Goreng,,Extra sambal,1,15.90,0.00,15.90,6.20,9.70,0.95,Dine in,POS 2,Mont Kiara,Farid,Tan Wei Ming,012-345 6789,,Closed',
  '18/11/2026 08:05,2-1001,Sale,Drinks,20001,Teh Tarik,Hot,,2,9.00,0.00,9.00,2.00,7.00,0.54,Dine in,POS 2,Mont Kiara,Farid,Tan Wei Ming,012-345 6789,,Closed',
  '18/11/2026 08:40,1-1002,Sale,Breakfast,10006,Roti Canai,,,3,6.00,0.00,6.00,1.80,4.20,0.36,Takeaway,POS 1,Bangsar,Aisyah,,,,Closed',
  '18/11/2026 09:10,2-1003,Sale,Noodles,10007,Char Kuey Teow,,,1,16.90,0.00,16.90,6.00,10.90,1.01,Delivery,POS 2,Mont Kiara,Farid,Siti Rahman,siti.rahman@gmail.com,,Closed',
  '18/11/2026 09:20,1-1004,Refund,Noodles,10003,Mee Goreng Mamak,,,1,12.90,0.00,12.90,4.00,8.90,0.77,Dine in,POS 1,Bangsar,Aisyah,Nurul Huda,nurul.huda@yahoo.com,Cold,Closed',
  '18/11/2026 09:30,2-1005,Refund,Drinks,20001,Teh Tarik,Hot,,2,9.00,0.00,9.00,2.00,7.00,0.54,Dine in,POS 2,Mont Kiara,Farid,Tan Wei Ming,012-345 6789,Too sweet,Closed',
].join('\n')
