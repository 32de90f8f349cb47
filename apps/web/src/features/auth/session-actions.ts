import {
  authEndpoints,
  bindTicketSchema,
  ResultCode,
  type Envelope,
  type LoginResult,
} from '@app/contracts'
import { hashPassword } from '#web/features/auth/hash-password.ts'
import { ApiError, callApi } from '#web/shared/lib/api-client.ts'
import { loadSignedInTexts } from '#web/shared/lib/i18n.ts'
import { useSession } from '#web/stores/session.ts'

export interface Credentials {
  userName: string
  password: string
}

/** The sign-in query: user name trimmed, password hashed (docs/product/shell.md "Session"). */
export const credentialsQuery = ({ userName, password }: Credentials) => ({
  userName: userName.trim(),
  pwd: hashPassword(password),
})

/** Starts the session once the signed-in screens' texts are here (the sign-in page had its own). */
const startSession = async (result: LoginResult, redirect: string | null): Promise<void> => {
  await loadSignedInTexts()
  useSession.getState().signIn(result, redirect)
}

/**
 * Signs in with a password; stores the session and rebuilds the router
 * (docs/product/shell.md "Session").
 */
export const signInWithPassword = async (
  credentials: Credentials,
  redirect: string | null,
): Promise<LoginResult> => {
  const result = await callApi(authEndpoints.loginByPwd, { query: credentialsQuery(credentials) })
  await startSession(result, redirect)
  return result
}

export type FsSignInOutcome = { kind: 'signedIn' } | { kind: 'bind'; bindTicket: string }

/**
 * Signs in with the messaging platform's one-time code. Code 206 means the platform
 * account is not bound yet: the caller shows the bind form (docs/product/api.md "Envelope").
 */
export const signInWithFsCode = async (
  code: string,
  state: string | undefined,
  redirect: string | null,
): Promise<FsSignInOutcome> => {
  try {
    const result = await callApi(authEndpoints.loginByFsToken, {
      query: state ? { code, state } : { code },
    })
    await startSession(result, redirect)
    return { kind: 'signedIn' }
  } catch (error) {
    if (error instanceof ApiError && error.code === 206) {
      const ticket = bindTicketSchema.safeParse(error.data)
      if (ticket.success) return { kind: 'bind', bindTicket: ticket.data.bindTicket }
    }
    throw error
  }
}

/** Binds the platform account to a user of ours, then signs in. */
export const bindFsAccount = async (
  credentials: Credentials,
  bindTicket: string,
  redirect: string | null,
): Promise<void> => {
  const result = await callApi(authEndpoints.fsBinding, {
    query: { ...credentialsQuery(credentials), bindTicket },
  })
  await startSession(result, redirect)
}

export type LogoutAnswer = Envelope<'success'>

/**
 * docs/product/shell.md "Session": the local stand-in for the server's logout, answering as it
 * does (code 200, data 'success'), for when the server cannot be reached.
 */
export const localLogout = (): Promise<LogoutAnswer> =>
  Promise.resolve({ code: ResultCode.ok, msg: '', data: 'success' })

/**
 * docs/product/shell.md "Session": logout calls the server, then clears the session and goes to
 * /login. When the server cannot be reached (or refuses: the token may already be gone there)
 * the local stand-in answers, so logout always completes here.
 */
export const logout = async (): Promise<LogoutAnswer> => {
  const answer = await callApi(authEndpoints.logout, { silent: true }).then(
    (data): LogoutAnswer => ({ code: ResultCode.ok, msg: '', data }),
    localLogout,
  )
  // a 401 on the call above has already signed the user out
  if (useSession.getState().token) useSession.getState().resetToken('/login')
  return answer
}
