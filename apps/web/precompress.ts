// A Vite plugin that writes a .br and a .gz beside each text file of the build, at the
// highest levels, so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing the same files on every request.
import { readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

// zlib's callback forms run on libuv's thread pool: the files are compressed side by side,
// on every core (one after another, brotli at its highest level took 14 s of each build)
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/
/** Smaller files gain nothing worth a second file (the server's own threshold). */
const MIN_BYTES = 1024

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

export const precompress = (): Plugin => {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      // an --outDir may be absolute (bench:web builds into a temporary folder)
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: async () => {
      const compress = async (file: string) => {
        const bytes = await readFile(file)
        if (bytes.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: 9 }),
        ])
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      }
      await Promise.all(
        filesUnder(outDir)
          .filter((file) => TEXT.test(file))
          .map(compress),
      )
    },
  }
}
