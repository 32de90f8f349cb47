/**
 * Names whose values never reach a log: passwords (and their hashes), tokens, secrets,
 * tickets, cookies. The server's operation log masks body fields by this; the error log
 * masks `name=value` and `"name": value` pairs in free text by it.
 */
export const SECRET_NAME = /pass|pwd|token|secret|ticket|authorization|cookie/i

/** What a masked secret reads as. */
export const MASK = '******'

const NAME = String.raw`[\w.-]*(?:pass|pwd|token|secret|ticket|authorization|cookie)[\w.-]*`
const PATTERNS: Array<[RegExp, string]> = [
  // query strings and cookies: access-token=…, pwd=…, Admin-Token=…, bindTicket=…
  [new RegExp(String.raw`\b(${NAME})=([^&#;\s"'<>]+)`, 'gi'), `$1=${MASK}`],
  // JSON and headers: "password": "…", access-token: …
  [
    new RegExp(String.raw`(["']?${NAME}["']?\s*:\s*)(?:"[^"\n]*"|'[^'\n]*'|[^\s,;"'}\]]+)`, 'gi'),
    `$1"${MASK}"`,
  ],
  [/\b(Bearer\s+)[\w.~+/=-]+/gi, `$1${MASK}`],
  // the Feishu sign-in's one-time code (/fs/login?code=…)
  [/([?&]code=)[^&#\s"'<>]+/gi, `$1${MASK}`],
  // SHA-256 in hex: what the sign-in sends as the password, and token hashes
  [/\b[0-9a-f]{64}\b/gi, MASK],
]

/**
 * `text` with secret-looking values masked: the `known` strings (e.g. the caller's own
 * token) wherever they occur, `name=value` and `"name": value` pairs whose name says
 * secret, bearer tokens, Feishu codes and 64-hex SHA-256 strings.
 *
 * @example redactSecrets('/login?userName=a&pwd=5e88…') // '/login?userName=a&pwd=******'
 */
export function redactSecrets(text: string, known: readonly string[] = []): string {
  let out = text
  for (const secret of known) if (secret.length >= 8) out = out.split(secret).join(MASK)
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement)
  return out
}
