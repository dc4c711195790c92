import { describe, expect, it } from "vitest"
import { StateMachine, type AnyStateMachine } from "xstate"
import { isPlaceholder } from "../../src/machines/shared/effectActor"

/**
 * Every machine declares its actors and actions by name in `setup`; the area's live module
 * (`*Live.ts`) fills each one. A placeholder left unfilled shows only when the screen calls it, so
 * this walks every machine and every live module and names what is left.
 */

const machineModules = import.meta.glob<Record<string, unknown>>("../../src/machines/**/*Machine.ts", { eager: true })
const liveModules = import.meta.glob<Record<string, unknown>>("../../src/machines/**/*Live.ts", { eager: true })

/** An export that is a machine, or a live search (`{ machine, input }`) that holds one. */
const machineIn = (value: unknown): AnyStateMachine | undefined =>
  value instanceof StateMachine
    ? value
    : typeof value === "object" && value !== null && (value as { machine?: unknown }).machine instanceof StateMachine
      ? (value as { machine: AnyStateMachine }).machine
      : undefined

const machinesOf = (modules: Record<string, Record<string, unknown>>) =>
  Object.entries(modules).flatMap(([path, module]) =>
    Object.entries(module).flatMap(([name, value]) => {
      const machine = machineIn(value)
      return machine ? [{ where: `${path.replace(/^.*src\//, "src/")} ${name}`, machine }] : []
    })
  )

const machines = machinesOf(machineModules)
const lives = machinesOf(liveModules)

/** The names a machine leaves to its live module: its actors and actions still placeholders. */
const unfilled = (machine: AnyStateMachine): ReadonlyArray<string> => {
  const { actors = {}, actions = {} } = machine.implementations as {
    actors?: Record<string, unknown>
    actions?: Record<string, unknown>
  }
  return [
    ...Object.entries(actors)
      .filter(([, actor]) => isPlaceholder(actor))
      .map(([name]) => `actor ${name}`),
    ...Object.entries(actions)
      .filter(([, action]) => isPlaceholder(action))
      .map(([name]) => `action ${name}`)
  ]
}

describe("every machine fully provided", () => {
  it("finds the machines and their live modules", () => {
    expect(machines.length).toBeGreaterThan(15)
    expect(lives.length).toBeGreaterThan(10)
    // The placeholders are recognised: the edit dialog declares its save and its notices.
    const editItem = machines.find((m) => m.where.endsWith("editItemMachine.ts editItemMachine"))!
    expect(unfilled(editItem.machine)).toEqual(
      expect.arrayContaining(["actor loadOptions", "actor save", "action notifyFailure", "action notifyBadRequest"])
    )
  })

  it.each(machines.map((m) => [m.where, m.machine] as const))("%s has a live module that fills every name", (_, machine) => {
    const declared = unfilled(machine)
    const provided = lives.filter((live) => live.machine.config === machine.config)
    if (declared.length === 0) return
    expect(provided.map((live) => live.where)).not.toEqual([])
    for (const live of provided)
      expect({ live: live.where, unfilled: unfilled(live.machine) }).toEqual({ live: live.where, unfilled: [] })
  })
})
