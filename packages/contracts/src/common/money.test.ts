import { describe, expect, it } from 'vitest'
import { amountInWords, taxOf } from './money.ts'

describe('amountInWords (人民币大写)', () => {
  // [what the row shows, fen, words]
  const CASES: [string, number, string][] = [
    ['every place filled', 123456789, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    ['zero', 0, '零元整'],
    ['whole yuan end in 整', 100, '壹元整'],
    ['one zero in the middle', 140950, '壹仟肆佰零玖元伍角'],
    ['several zeros in the middle read once', 600714, '陆仟零柒元壹角肆分'],
    ['zeros in the middle of the yuan', 100100, '壹仟零壹元整'],
    ['jiao without fen', 50, '伍角'],
    ['jiao without fen after yuan, no 整 after 角', 1010, '壹拾元壹角'],
    ['fen without jiao', 5, '伍分'],
    ['fen without jiao after yuan reads 零', 105, '壹元零伍分'],
    ['fen without jiao after zeros in the yuan', 1640902, '壹万陆仟肆佰零玖元零贰分'],
    ['a zero 元 place before a non-zero 角', 168032, '壹仟陆佰捌拾元叁角贰分'],
    ['壹拾 at the head', 1000, '壹拾元整'],
    ['10,000 yuan', 1000000, '壹万元整'],
    ['100,000 yuan with 壹拾 at the head', 10000000, '壹拾万元整'],
    ['a zero 万 place before a non-zero 仟', 10700053, '壹拾万柒仟元伍角叁分'],
    ['a 万 group then a lower group starting with zeros', 1000010000, '壹仟万零壹佰元整'],
    ['壹拾 inside the number', 1001000, '壹万零壹拾元整'],
    ['100 million yuan', 10000000000, '壹亿元整'],
    ['亿 then an empty 万 group then 1', 10000000100, '壹亿零壹元整'],
    ['亿 then a 万 group starting with zeros', 10010000000, '壹亿零壹拾万元整'],
    ['亿 then a full 万 group', 11000000000, '壹亿壹仟万元整'],
    ['壹拾 heading the 亿 group, then an empty 万 group', 110000000100, '壹拾壹亿零壹元整'],
    ['万亿 above 亿', 100000000000000, '壹万亿元整'],
    [
      'the largest safe amount',
      Number.MAX_SAFE_INTEGER,
      '玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分',
    ],
    ['a negative amount', -250, '负贰元伍角'],
    [
      'the smallest safe amount',
      -Number.MAX_SAFE_INTEGER,
      '负玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分',
    ],
    ['minus zero as zero', -0, '零元整'],
  ]

  it.each(CASES)('writes %s (%d fen) as %s', (_, fen, words) => {
    expect(amountInWords(fen)).toBe(words)
  })

  it.each([0.5, 1.25, Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER - 1, NaN, Infinity])(
    'refuses %d fen, which is not a safe whole number, with a RangeError',
    (fen) => {
      expect(() => amountInWords(fen)).toThrow(RangeError)
      expect(() => amountInWords(fen)).toThrow(/whole number of fen/)
    },
  )
})

describe('taxOf', () => {
  it('sums the exact line taxes and rounds once, where rounding each line would give more', () => {
    const lines = [
      { amountExclTax: 1025, taxRate: 6 }, // 61.5 fen
      { amountExclTax: 1025, taxRate: 6 }, // 61.5
      { amountExclTax: 1025, taxRate: 6 }, // 61.5
    ]
    const perLine = lines.reduce((s, l) => s + Math.round((l.amountExclTax * l.taxRate) / 100), 0)
    expect(perLine).toBe(186)
    expect(taxOf(lines)).toEqual({ subtotal: 3075, tax: 185, total: 3260 })
  })

  it('sums the exact line taxes at several rates, where rounding each line would give less', () => {
    const lines = [
      { amountExclTax: 1004, taxRate: 6 }, // 60.24 fen
      { amountExclTax: 1004, taxRate: 9 }, // 90.36
      { amountExclTax: 1003, taxRate: 13 }, // 130.39
    ]
    const perLine = lines.reduce((s, l) => s + Math.round((l.amountExclTax * l.taxRate) / 100), 0)
    expect(perLine).toBe(280)
    expect(taxOf(lines)).toEqual({ subtotal: 3011, tax: 281, total: 3292 })
  })

  it('rounds a half fen up, and a credit line down by as much', () => {
    expect(taxOf([{ amountExclTax: 25, taxRate: 6 }]).tax).toBe(2) // 1.5
    expect(taxOf([{ amountExclTax: 24, taxRate: 6 }]).tax).toBe(1) // 1.44
    expect(taxOf([{ amountExclTax: -25, taxRate: 6 }])).toEqual({
      subtotal: -25,
      tax: -2,
      total: -27,
    })
  })

  it('takes rates with 2 decimals exactly and a document with no lines as zero', () => {
    expect(taxOf([{ amountExclTax: 10000, taxRate: 5.25 }]).tax).toBe(525)
    expect(
      taxOf([
        { amountExclTax: 3, taxRate: 0.01 },
        { amountExclTax: 0, taxRate: 0 },
      ]).tax,
    ).toBe(0)
    expect(taxOf([])).toEqual({ subtotal: 0, tax: 0, total: 0 })
  })

  it.each([
    ['an amount not in whole fen', { amountExclTax: 10.5, taxRate: 6 }],
    ['a negative rate', { amountExclTax: 100, taxRate: -1 }],
    ['a rate above 100', { amountExclTax: 100, taxRate: 101 }],
    ['a rate with 3 decimals', { amountExclTax: 100, taxRate: 6.125 }],
    ['a rate that is not a number', { amountExclTax: 100, taxRate: NaN }],
  ])('refuses %s with a RangeError', (_, line) => {
    expect(() => taxOf([line])).toThrow(RangeError)
  })

  it('refuses a document whose subtotal leaves the safe integers', () => {
    const big = { amountExclTax: Number.MAX_SAFE_INTEGER, taxRate: 0 }
    expect(() => taxOf([big, big])).toThrow(RangeError)
  })
})
