import { PgClient } from "@effect/sql-pg"
import { Duration, Effect, Redacted, Schedule, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { connect, type Socket } from "node:net"

/**
 * A connection string naming several servers, as libpq takes it and as pg_auto_failover gives it
 * (`postgres://user@host1:5432,host2:5432/portal?target_session_attrs=read-write`): every new
 * connection goes to the server that takes writes now (docs/operations.md, "Failover"). The driver
 * connects to one host; the choice is made here, by asking each server in turn whether it is in
 * recovery, at start and every `probeEvery` after, so that after a failover the pool's new
 * connections reach the promoted server without a restart.
 */
export interface ServerAddress {
  readonly host: string
  readonly port: number
}

export interface ServerList {
  readonly servers: ReadonlyArray<ServerAddress>
  /** The same connection string naming one server. */
  readonly urlOf: (server: ServerAddress) => string
  /** target_session_attrs read-write or primary: only a server out of recovery will do. */
  readonly writableOnly: boolean
}

const probeEvery = Duration.seconds(1)
const probeTimeout = Duration.seconds(2)

const addressOf = (text: string): ServerAddress => {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text)
  if (bracketed) return { host: bracketed[1]!, port: Number(bracketed[2] ?? 5432) }
  const [host, port] = text.split(":")
  return { host: host!, port: Number(port ?? 5432) }
}

/** The servers of a connection string; undefined when it names one (the driver connects by itself). */
export const serverList = (url: string): ServerList | undefined => {
  const parts = /^(postgres(?:ql)?:\/\/)([^@/]*@)?([^/?]*)(.*)$/.exec(url)
  if (!parts || !parts[3]!.includes(",")) return undefined
  const [, scheme, credentials = "", hosts, rest] = parts
  const attributes = new URLSearchParams(rest!.split("?")[1] ?? "").get("target_session_attrs") ?? "any"
  return {
    servers: hosts!.split(",").map(addressOf),
    urlOf: (server) =>
      `${scheme}${credentials}${server.host.includes(":") ? `[${server.host}]` : server.host}:${server.port}${rest}`,
    writableOnly: attributes === "read-write" || attributes === "primary"
  }
}

/** Whether the server answers, and takes writes; a server that does not answer in time is down. */
const probe = (url: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ writable: boolean }>`SELECT NOT pg_is_in_recovery() AS writable`
    return { answers: true, writable: row?.writable === true }
  }).pipe(
    Effect.provide(
      PgClient.layer({
        url: Redacted.make(url),
        maxConnections: 1,
        connectTimeout: probeTimeout
      })
    ),
    Effect.timeout(probeTimeout),
    Effect.orElseSucceed(() => ({ answers: false, writable: false }))
  )

/**
 * The pool options' `stream`: a socket to the server chosen, kept up to date by a fiber of the
 * caller's scope. Until a server qualifies, the first of the list is tried (its refusal is the error).
 */
export const chosenServer = (list: ServerList) =>
  Effect.gen(function* () {
    let current = list.servers[0]!
    const sockets = new Map<Socket, ServerAddress>()
    const choose = Effect.gen(function* () {
      for (const server of list.servers) {
        const state = yield* probe(list.urlOf(server))
        if (!state.answers || (list.writableOnly && !state.writable)) continue
        if (server !== current) {
          yield* Effect.logInfo("Database connections go to another server").pipe(
            Effect.annotateLogs({ server: `${server.host}:${server.port}`, writable: state.writable })
          )
          current = server
          // A connection left on a server that became a standby would refuse every write: the pool opens it again.
          for (const [socket, to] of sockets) if (to !== server) socket.destroy()
        }
        return
      }
    })
    yield* choose
    yield* Effect.forkIn(Effect.repeat(choose, Schedule.spaced(probeEvery)), yield* Scope.Scope)
    return (): Socket => {
      const server = current
      const socket = connect({ host: server.host, port: server.port, noDelay: true })
      sockets.set(socket, server)
      socket.once("close", () => sockets.delete(socket))
      return socket
    }
  })
