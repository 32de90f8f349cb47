// A Vite plugin that writes a .br and a .gz beside each text file of the build, at the
// highest levels, so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing the same files on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

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
    closeBundle: () => {
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue
        const bytes = readFileSync(file)
        if (bytes.length < MIN_BYTES) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}
