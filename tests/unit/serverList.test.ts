import { describe, expect, it } from "vitest"
import { serverList } from "../../src/server/db/serverList"

describe("a connection string of several servers", () => {
  it("names each server, and the same string for one of them", () => {
    const list = serverList(
      "postgres://portal:secret@10.0.0.1:6001,db2.example:6002,[::1]/portal?target_session_attrs=read-write&sslmode=disable"
    )!
    expect(list.servers).toEqual([
      { host: "10.0.0.1", port: 6001 },
      { host: "db2.example", port: 6002 },
      { host: "::1", port: 5432 }
    ])
    expect(list.writableOnly).toBe(true)
    expect(list.urlOf(list.servers[1]!)).toBe(
      "postgres://portal:secret@db2.example:6002/portal?target_session_attrs=read-write&sslmode=disable"
    )
    expect(list.urlOf(list.servers[2]!)).toBe(
      "postgres://portal:secret@[::1]:5432/portal?target_session_attrs=read-write&sslmode=disable"
    )
  })

  it("takes any server that answers unless read-write or primary is asked", () => {
    expect(serverList("postgresql://a:1,b:2/portal")!.writableOnly).toBe(false)
    expect(serverList("postgres://a:1,b:2/portal?target_session_attrs=primary")!.writableOnly).toBe(true)
  })

  it("leaves a string of one server to the driver", () => {
    expect(serverList("postgres://postgres@127.0.0.1:5432/test")).toBeUndefined()
  })
})
