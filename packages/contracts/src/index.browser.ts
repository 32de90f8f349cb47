// The entry of @app/contracts for browser bundles (package.json "exports", condition
// "browser"): everything index.ts exports, with `API` as the namespace of its groups
// (api-groups.ts) instead of one object, so a page loads only the groups it calls. A local
// export wins over `export *`'s name of the same name. The server (Node) and the type-checker
// use index.ts, where `API` keeps its order (the OpenAPI document's tags follow it).
import type * as ApiGroups from './api-groups.ts'
import type { API as ApiObject } from './endpoints.ts'

export * from './index.ts'
export * as API from './api-groups.ts'

type Groups = typeof ApiGroups
type Holds<T extends true> = T
/** Fails to compile when api-groups.ts and endpoints.ts's API part ways. */
export type ApiGroupsInStep = Holds<
  Groups extends typeof ApiObject ? (typeof ApiObject extends Groups ? true : false) : false
>
