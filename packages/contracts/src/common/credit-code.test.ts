import { describe, expect, it } from 'vitest'
import { creditCodeCheckChar, creditCodeSchema, isCreditCode } from './credit-code.ts'

// Codes of registered organisations, as published on their business licences.
const VALID = ['91350100M000100Y43', '91110000600037341L', '91330000742906207U']

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it.each(VALID)('accepts %s, whose last character checks the others', (code) => {
    expect(isCreditCode(code)).toBe(true)
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17])
  })

  it('refuses a wrong check character, a wrong length and characters outside the set', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false)
    expect(isCreditCode('91350100M000100Y4')).toBe(false)
    expect(isCreditCode('91350100M000100Y430')).toBe(false)
    // I, O, S, V and Z are never used (they read like 1, 0, 5, U and 2)
    for (const c of 'IOSVZ') expect(isCreditCode(`9135010${c}M000100Y43`)).toBe(false)
    expect(isCreditCode('')).toBe(false)
  })

  it('writes a check value of 31 as 0 (a body whose weighted sum is a multiple of 31)', () => {
    expect(creditCodeCheckChar('0'.repeat(17))).toBe('0')
  })

  it('takes a code trimmed and in any case, and names the rule when it fails', () => {
    expect(creditCodeSchema.parse(' 91350100m000100y43 ')).toBe('91350100M000100Y43')
    const bad = creditCodeSchema.safeParse('91350100M000100Y44')
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe('validation.creditCode')
  })
})
