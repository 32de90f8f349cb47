import Fastify from 'fastify'

/**
 * The ceiling for bench:api: a bare Fastify answering a constant envelope, no hooks, no
 * database, in a process of its own like the real server. What the real server's small GET
 * reaches of its req/s is the per-request cost of everything we add (issue 12, section 3).
 */
const app = Fastify({ logger: false })
const answer = { code: 200, msg: '操作成功', data: { count: 3 } }
app.get('/bare', async () => answer)
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
