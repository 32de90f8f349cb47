/**
 * Who is calling: what every guarded handler receives. Declared here, below the modules,
 * so plugins/ and lib/ can name it; the identity module builds it from a session.
 */
export interface AuthUser {
  id: number
  guid: string
  userName: string
  nickName: string
  deptId: number | null
  roles: string[]
  roleNames: string[]
  /** The smallest data scope of the user's roles (1 all … 5 self); used by scoped lists. */
  dataScopes: number[]
  permissions: string[]
  tokenHash: string
}
