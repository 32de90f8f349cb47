import { describe, expect, it } from 'vitest'
import { credentialsQuery } from '#web/features/auth/session-actions.ts'
import { hashPassword } from '#web/features/auth/hash-password.ts'

describe('hashPassword', () => {
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    // UTF-8 bytes, as the server hashes them
    ['密码', 'a621ab606db2a11f63edc576a729843b8269250dc324206871d90635ac5e531c'],
  ])('hashes %j to lowercase hex SHA-256', (input, expected) => {
    expect(hashPassword(input)).toBe(expected)
  })
})

describe('credentialsQuery', () => {
  it('trims the user name and never sends the plain password', () => {
    const query = credentialsQuery({ userName: '  admin ', password: 'abc' })
    expect(query).toEqual({
      userName: 'admin',
      pwd: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    })
  })
})
