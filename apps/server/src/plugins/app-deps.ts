import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/database.ts'
import type { EndpointDeps } from './endpoint.ts'

/** What `buildApp` is given (server.ts, tests). */
export interface AppDeps {
  db: Db
  config: Config
  /** Pino logging (off in tests). */
  logger?: boolean
}

/**
 * What each module's `register…Routes(api, deps)` receives: the app's deps plus the
 * endpoint hooks that routes.ts wires from the identity and logs modules (ADR 019).
 */
export interface ModuleDeps extends AppDeps {
  endpoint: EndpointDeps
}
