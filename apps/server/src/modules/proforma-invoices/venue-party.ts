// The seller's party on every document the venue issues (形式发票 first, then the contract
// and the settlement sheet): its name, tax number, address and bank account, as the print
// view's header band and bank details show them. No table holds the venue's own company
// data yet; this constant is it until one does (docs/product/demo-data.md "Venue").
import type { ProformaParty } from '@app/contracts'

/** 星港国际会展中心 as the seller of a proforma invoice. */
export const VENUE_PARTY: ProformaParty = {
  name: '星港国际会展中心',
  taxNo: '91440300MA5G8XGZ2K',
  addressPhone: '星港市会展大道1号 0755-26880000',
  bank: '中国工商银行星港会展中心支行',
  account: '4000 0211 0920 0688 888',
}
