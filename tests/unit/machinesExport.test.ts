import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { assign, setup } from "xstate"
import { docsDir, exportCommand, generateMachineDocs, machineJson, machineMermaid } from "../../scripts/machineDocs"

const root = process.cwd()
const generated = await generateMachineDocs(root)
const onDisk = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : undefined)

describe("docs/machines", () => {
  for (const [path, text] of generated) {
    it(`${path} is what ${exportCommand} writes`, () => {
      const name = path.slice(docsDir.length + 1).replace(/\.(md|json)$/, "")
      const what = name === "README" ? "the list of machines changed" : `${name} changed`
      expect(onDisk(path) === text, `${path} is stale (${what}): run \`${exportCommand}\``).toBe(true)
    })
  }

  it("holds no file of a machine that is gone", () => {
    const stale = readdirSync(join(root, docsDir))
      .map((name) => `${docsDir}/${name}`)
      .filter((path) => !generated.has(path))
    expect(stale, `not generated any more: run \`${exportCommand}\``).toEqual([])
  })
})

describe("the exported diagram and definition", () => {
  const machine = setup({
    types: { events: {} as { type: "GO" } | { type: "STOP" } },
    guards: { ready: () => true },
    actions: { log: () => undefined },
    delays: { soon: 100 }
  }).createMachine({
    id: "sample",
    type: "parallel",
    on: { STOP: { target: ".left.done" } },
    states: {
      left: {
        initial: "idle",
        states: {
          idle: {
            on: {
              GO: [
                { guard: "ready", target: "busy", actions: "log" },
                { guard: () => false, actions: assign({}) }
              ]
            }
          },
          busy: { after: { soon: "done" }, entry: "log" },
          done: { type: "final" }
        }
      },
      right: { initial: "waiting", states: { waiting: { always: { target: "#sample.left.idle", guard: "ready" } } } }
    }
  })

  it("labels transitions with event, guard and actions, inline functions as such", () => {
    const diagram = machineMermaid(machine)
    expect(diagram).toContain("left__idle --> left__busy : GO [ready] / log")
    expect(diagram).toContain("left__idle --> left__idle : GO [inline] / assign")
    expect(diagram).toContain("left__busy --> left__done : after soon")
    expect(diagram).toContain("right__waiting --> left__idle : always [ready]")
    expect(diagram).toContain("[*] --> left__done : STOP (in any state)")
    expect(diagram).toMatch(/state left \{[\s\S]*\n {2}--\n[\s\S]*state right \{/)
  })

  it("writes createMachine's config with names only, and no delay mechanics", () => {
    const json = machineJson(machine) as { states: { left: { states: { busy: unknown } } } }
    expect(JSON.stringify(json)).not.toContain("xstate.raise")
    expect(json.states.left.states.busy).toEqual({ entry: ["log"], after: { soon: [{ target: "#sample.left.done" }] } })
  })
})
