import { Effect, Schema } from "effect"
import { randomUUID } from "node:crypto"
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { hostname } from "node:os"
import { join, resolve } from "node:path"

/** Written into the embedded database's folder by the server that has it open, as PostgreSQL's postmaster.pid. */
export const lockFileName = "portal-server.lock"

interface Holder {
  readonly pid: number
  readonly host: string
  readonly since: string
  readonly token: string
}

export class DataFolderInUse extends Schema.TaggedError<DataFolderInUse>()("DataFolderInUse", {
  folder: Schema.String,
  pid: Schema.Number,
  host: Schema.String,
  since: Schema.String
}) {
  override get message() {
    return (
      `The embedded database folder ${this.folder} is in use by another portal server ` +
      `(process ${this.pid} on ${this.host}, since ${this.since}). Only one server may open it: stop that ` +
      `one first. If it is no longer running, delete ${join(this.folder, lockFileName)}.`
    )
  }
}

/** Folders this process holds: a second server in the same process is refused too. */
const heldHere = new Set<string>()

// The file system is reached through these few functions, each a plain call that may throw.
const createWith = (path: string, holder: Holder): boolean => {
  // Written whole under another name, then linked: a reader never sees a half-written lock.
  const draft = `${path}.${holder.token}`
  writeFileSync(draft, JSON.stringify(holder))
  try {
    linkSync(draft, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false
    throw error
  } finally {
    rmSync(draft, { force: true })
  }
}

const readHolder = (path: string): Holder | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<Holder>
    return typeof parsed.pid === "number" && typeof parsed.token === "string" ? (parsed as Holder) : undefined
  } catch {
    return undefined
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * A lock holds while its process runs. One written by this process's id but not held here was left
 * by an earlier process that had the same id (a restarted container); another host's cannot be checked.
 */
const stillHeld = (folder: string, holder: Holder) => {
  if (holder.host !== hostname()) return true
  if (holder.pid === process.pid) return heldHere.has(folder)
  return isRunning(holder.pid)
}

const acquire = (dataDir: string) =>
  Effect.gen(function* () {
    const folder = resolve(dataDir)
    const path = join(folder, lockFileName)
    const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), token: randomUUID() }
    for (let attempt = 0; attempt < 3; attempt++) {
      if (yield* Effect.sync(() => createWith(path, mine))) {
        heldHere.add(folder)
        return { folder, path, token: mine.token }
      }
      const holder = yield* Effect.sync(() => readHolder(path))
      if (holder && stillHeld(folder, holder)) {
        return yield* new DataFolderInUse({ folder, pid: holder.pid, host: holder.host, since: holder.since })
      }
      // A stale lock (its process is gone, or the file is not ours to read): taken over.
      yield* Effect.sync(() => rmSync(path, { force: true }))
    }
    return yield* new DataFolderInUse({ folder, pid: -1, host: hostname(), since: mine.since })
  })

const release = (lock: { readonly folder: string; readonly path: string; readonly token: string }) =>
  Effect.sync(() => {
    heldHere.delete(lock.folder)
    if (readHolder(lock.path)?.token === lock.token) rmSync(lock.path, { force: true })
  })

/** Holds the embedded database's folder for the scope's life; a second server on it fails with DataFolderInUse. */
export const lockDataFolder = (dataDir: string) => Effect.acquireRelease(acquire(dataDir), release)
