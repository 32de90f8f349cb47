import type { ChildProcess } from 'node:child_process'

/**
 * Waits until the server child answers at `address` (its public back-image call), up to
 * `tries` x 200 ms; kills it and throws if it never does.
 */
export async function waitForServer(
  address: string,
  child: ChildProcess,
  tries: number,
): Promise<{ address: string; child: ChildProcess }> {
  for (let i = 0; i < tries; i++) {
    const up = await fetch(`${address}/xgz/cloud-user/api/system/backimg`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { address, child }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('the server did not start')
}
