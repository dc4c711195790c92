import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted, String } from "effect"
import { mkdirSync } from "node:fs"
import { createServer } from "node:net"
import { setFlagsFromString } from "node:v8"
import { PortalConfig } from "../config"
import { lockDataFolder } from "./dataFolderLock"
import { chosenServer, serverList } from "./serverList"

const freeLoopbackPort = () =>
  Effect.callback<number, Error>((resume) => {
    const probe = createServer()
    probe.once("error", (error) => resume(Effect.fail(error)))
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resume(Effect.succeed(port)))
    })
  })

const naming = { transformResultNames: String.snakeToCamel, transformQueryNames: String.camelToSnake, transformJson: false }

/**
 * Node 24's engine can abort the process when it frees compiled WebAssembly code that PGlite no
 * longer uses ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500), seen
 * where one process opens and closes several embedded databases. Keeping that code for the
 * database's life avoids the path that aborts; the cost is a few megabytes of code per database.
 */
const keepWasmCode = () => setFlagsFromString("--no-wasm-code-gc")

/** Embedded PGlite, served over loopback so the same PostgreSQL driver talks to it (one connection). */
const embedded = (dataDir: string) =>
  Effect.gen(function* () {
    const inMemory = dataDir.startsWith("memory://")
    if (!inMemory) {
      mkdirSync(dataDir, { recursive: true })
      // Two servers writing one folder corrupt it: the second is refused before PGlite opens it.
      yield* lockDataFolder(dataDir)
    }
    keepWasmCode()
    const db = yield* Effect.acquireRelease(
      Effect.promise(() => PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } })),
      (db) => Effect.promise(() => db.close())
    )
    const port = yield* freeLoopbackPort()
    yield* Effect.acquireRelease(
      Effect.promise(async () => {
        const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 1 })
        await server.start()
        return server
      }),
      (server) => Effect.promise(() => server.stop())
    )
    // The socket server takes one connection at a time: the pool keeps its one connection for good,
    // since one closed when idle and opened again at once can be refused while the server still
    // counts the old one (a request then fails).
    return PgClient.layer({
      host: "127.0.0.1",
      port,
      username: "postgres",
      database: "postgres",
      maxConnections: 1,
      minConnections: 1,
      ...naming
    })
  })

/**
 * A pool on a PostgreSQL server: the primary (DATABASE_URL) or a read replica (READ_DATABASE_URL).
 * A connection string of several servers has its connections sent to the one chosen (serverList.ts).
 */
export const postgresOptions = (url: string) =>
  Effect.gen(function* () {
    const list = serverList(url)
    const options = poolOptions(list ? list.urlOf(list.servers[0]!) : url)
    return list ? { ...options, stream: yield* chosenServer(list) } : options
  })

const poolOptions = (url: string): PgClient.PgPoolConfig => ({
  url: Redacted.make(url),
  maxConnections: 10,
  // Statements of concurrent requests share a connection, up to four at once, and go out together
  // (pipelining): fewer writes to PostgreSQL and fewer backends woken per report (docs/decisions.md).
  // A transaction keeps its connection to itself.
  multiplex: true,
  multiplexConcurrency: 4,
  // The report reads are short; JIT compilation would only add to them.
  startupParameters: { jit: "off" },
  ...naming
})

/** SqlClient over DATABASE_URL when set, otherwise over the embedded database. */
export const layerDatabase = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* PortalConfig
    if (config.databaseUrl) return PgClient.layer(yield* postgresOptions(config.databaseUrl))
    return yield* embedded(config.dataDir)
  })
)
