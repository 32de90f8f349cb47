import { describe, expect, it } from 'vitest'
import { formatFen, formatMoney } from '#web/shared/utils/money.ts'

describe('formatMoney (spec §9)', () => {
  it.each([
    // vectors of docs/product/shell.md "Money"
    [1234.5, '1,234.50'],
    [0.12345, '0.1235'],
    [1234567.891, '1,234,567.89'],
    // 2 decimals up to 3 fraction digits, 4 beyond
    [0, '0.00'],
    [12, '12.00'],
    [1000, '1,000.00'],
    [0.125, '0.13'],
    [1.005, '1.01'],
    [1234.56789, '1,234.5679'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    ['9876543.2', '9,876,543.20'],
    ['1,234.5', '1,234.50'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatMoney(input)).toBe(expected)
  })

  it.each([
    [123456, '1,234.56'],
    [5, '0.05'],
    [null, ''],
  ])('formatFen(%j) → %j', (fen, expected) => {
    expect(formatFen(fen)).toBe(expected)
  })
})
