import { globSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { format, resolveConfig } from "prettier"
import type { AnyStateMachine } from "xstate"

/** Where the generated diagrams and definitions go, and the command that writes them. */
export const docsDir = "docs/machines"
export const exportCommand = "npm run machines:export"

export interface FoundMachine {
  /** The export's name, which names its files: `sessionMachine.md`, `sessionMachine.json`. */
  readonly name: string
  readonly source: string
  readonly machine: AnyStateMachine
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" &&
  value !== null &&
  "root" in value &&
  "definition" in value &&
  typeof (value as { provide?: unknown }).provide === "function"

/**
 * The files under src/machines that create a machine and export it under a name ending in `Machine`,
 * by `setup(...).createMachine(...)` or by a machine factory (`export const xMachine = pagedSearchMachine(...)`).
 */
export const machineSources = (root: string): ReadonlyArray<string> =>
  globSync("src/machines/**/*.ts", { cwd: root })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => {
      const text = readFileSync(join(root, file), "utf8")
      const factoryMade = /export const \w+Machine = \w+Machine[<(]/.test(text)
      return (text.includes(".createMachine(") && /export const \w+Machine\b/.test(text)) || factoryMade
    })
    .sort()

export const loadMachines = async (root: string): Promise<ReadonlyArray<FoundMachine>> => {
  const found: Array<FoundMachine> = []
  for (const source of machineSources(root)) {
    const module = (await import(pathToFileURL(join(root, source)).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith("Machine") || !isMachine(value)) continue
      // `machine.provide(...)` keeps the config: the same machine under a second name is drawn once.
      if (found.some((other) => other.machine.config === value.config)) continue
      const clash = found.find((other) => other.name === name)
      if (clash) throw new Error(`Two machines are exported as ${name}: ${clash.source} and ${source}; rename one.`)
      found.push({ name, source, machine: value })
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

// The parts of xstate's state nodes and transitions read here.
interface Node {
  readonly id: string
  readonly key: string
  readonly path: ReadonlyArray<string>
  readonly type: "atomic" | "compound" | "parallel" | "final" | "history"
  readonly history: "shallow" | "deep" | false
  readonly description?: string
  readonly initial: { readonly target: ReadonlyArray<Node> }
  readonly states: Record<string, Node>
  readonly transitions: ReadonlyMap<string, ReadonlyArray<Transition>>
  readonly always?: ReadonlyArray<Transition>
  readonly entry: ReadonlyArray<unknown>
  readonly exit: ReadonlyArray<unknown>
  readonly invoke: ReadonlyArray<{ readonly id: string; readonly src: unknown }>
  readonly tags: ReadonlyArray<string>
}

interface Transition {
  readonly eventType: string
  readonly target?: ReadonlyArray<Node>
  readonly guard?: unknown
  readonly actions: ReadonlyArray<unknown>
  readonly reenter: boolean
  readonly description?: string
  readonly delay?: string | number
}

type Json = string | number | boolean | null | ReadonlyArray<Json> | { readonly [key: string]: Json | undefined }

const nonEmpty = <A>(list: ReadonlyArray<A>) => (list.length ? list : undefined)

const isPrimitive = (value: unknown) => ["string", "number", "boolean"].includes(typeof value)

const paramsLabel = (params: unknown) => {
  if (typeof params !== "object" || params === null) return ""
  const entries = Object.entries(params)
  return entries.length && entries.every(([, value]) => isPrimitive(value))
    ? `(${entries.map(([key, value]) => `${key}=${String(value)}`).join(", ")})`
    : ""
}

/** A named guard by its name (and its fixed params); `and`/`or`/`not` with their parts; a function as `inline`. */
export const guardLabel = (guard: unknown): string => {
  if (typeof guard === "string") return guard
  if (typeof guard === "function") {
    const parts = (guard as { guards?: ReadonlyArray<unknown> }).guards
    return parts ? `${guard.name}(${parts.map(guardLabel).join(", ")})` : "inline"
  }
  if (typeof guard === "object" && guard !== null && "type" in guard) {
    return `${String(guard.type)}${paramsLabel((guard as { params?: unknown }).params)}`
  }
  return "inline"
}

/** A named action by its name; xstate's own (`assign`, `emit`, `raise`...) by theirs; any other function as `inline`. */
export const actionLabel = (action: unknown): string => {
  if (typeof action === "string") return action
  if (typeof action === "object" && action !== null && "type" in action) return String(action.type)
  const type = (action as { type?: unknown } | undefined)?.type
  return typeof type === "string" ? type.replace(/^xstate\./, "") : "inline"
}

// xstate carries out `after` with a delayed raise on entry and its cancel on exit: the transition shows it.
const isDelayMechanics = (action: unknown) => {
  const { type, id, sendId } = action as { type?: unknown; id?: unknown; sendId?: unknown }
  const delayed = (value: unknown) => typeof value === "string" && value.startsWith("xstate.after.")
  return (type === "xstate.raise" && delayed(id)) || (type === "xstate.cancel" && delayed(sendId))
}
const entryOf = (node: Node) => node.entry.filter((action) => !isDelayMechanics(action))
const exitOf = (node: Node) => node.exit.filter((action) => !isDelayMechanics(action))

const srcLabel = (src: unknown) => (typeof src === "string" && !src.startsWith("xstate.invoke.") ? src : "inline")

const isAutoInvokeId = (node: Node, id: string) => /^\d+\./.test(id) && id.endsWith(`.${node.id}`)

/** The definition as createMachine config: targets as `#id`, every action, guard and actor by name. */
const transitionJson = (transition: Transition): Json => ({
  target: transition.target?.length
    ? transition.target.length === 1
      ? `#${transition.target[0]!.id}`
      : transition.target.map((node) => `#${node.id}`)
    : undefined,
  guard: transition.guard === undefined ? undefined : guardLabel(transition.guard),
  actions: transition.actions.length ? transition.actions.map(actionLabel) : undefined,
  reenter: transition.reenter || undefined,
  description: transition.description
})

const withoutUndefined = (value: Json | undefined): Json | undefined => {
  if (Array.isArray(value)) return value.map((item) => withoutUndefined(item) as Json)
  if (typeof value !== "object" || value === null) return value
  const entries = Object.entries(value)
    .map(([key, inner]) => [key, withoutUndefined(inner)] as const)
    .filter(
      ([, inner]) =>
        inner !== undefined &&
        !(typeof inner === "object" && inner !== null && !Array.isArray(inner) && !Object.keys(inner).length)
    )
  return entries.length ? Object.fromEntries(entries) : undefined
}

type Kind =
  | { readonly kind: "event"; readonly event: string }
  | { readonly kind: "done" | "error" | "snapshot"; readonly invokeId: string }
  | { readonly kind: "after"; readonly delay: string }
  | { readonly kind: "stateDone" }

const kindOf = (node: Node, eventType: string, transition: Transition): Kind => {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType) ?? /^xstate\.(snapshot)\.(.+)$/.exec(eventType)
  if (actor && node.invoke.some((invoke) => invoke.id === actor[2])) {
    return { kind: actor[1] as "done" | "error" | "snapshot", invokeId: actor[2]! }
  }
  if (eventType.startsWith("xstate.after.") && transition.delay !== undefined)
    return { kind: "after", delay: String(transition.delay) }
  if (eventType === `xstate.done.state.${node.id}`) return { kind: "stateDone" }
  return { kind: "event", event: eventType }
}

const nodeJson = (node: Node, parentId: string | undefined): Json => {
  const on: Record<string, Json> = {}
  const after: Record<string, Json> = {}
  const invokeTransitions = new Map<string, Record<string, Json>>()
  let onDone: Json | undefined
  for (const [eventType, list] of node.transitions) {
    const json = list.map(transitionJson)
    const kind = kindOf(node, eventType, list[0]!)
    if (kind.kind === "event") on[kind.event] = json
    else if (kind.kind === "after") after[kind.delay] = json
    else if (kind.kind === "stateDone") onDone = json
    else {
      const handlers = invokeTransitions.get(kind.invokeId) ?? {}
      const key = { done: "onDone", error: "onError", snapshot: "onSnapshot" }[kind.kind]
      handlers[key] = json
      invokeTransitions.set(kind.invokeId, handlers)
    }
  }
  const states = Object.values(node.states)
  return {
    id: parentId === undefined || node.id !== `${parentId}.${node.key}` ? node.id : undefined,
    description: node.description,
    type: node.type === "atomic" || node.type === "compound" ? undefined : node.type,
    history: node.type === "history" && node.history === "deep" ? "deep" : undefined,
    initial: node.type === "compound" ? node.initial.target[0]?.key : undefined,
    tags: node.tags.length ? [...node.tags] : undefined,
    entry: nonEmpty(entryOf(node).map(actionLabel)),
    exit: nonEmpty(exitOf(node).map(actionLabel)),
    invoke: node.invoke.length
      ? node.invoke.map((invoke) => ({
          id: isAutoInvokeId(node, invoke.id) ? undefined : invoke.id,
          src: srcLabel(invoke.src),
          ...invokeTransitions.get(invoke.id)
        }))
      : undefined,
    always: node.always?.length ? node.always.map(transitionJson) : undefined,
    on,
    after,
    onDone,
    states: states.length ? Object.fromEntries(states.map((child) => [child.key, nodeJson(child, node.id)])) : undefined
  }
}

/** The machine as JSON: createMachine's config shape, so Stately's editor imports it; no functions. */
export const machineJson = (machine: AnyStateMachine): Json =>
  withoutUndefined(nodeJson(machine.root as unknown as Node, undefined))!

// Mermaid: ids are the state's path; labels keep the state's own name.
const mermaidId = (node: Node) => node.path.map((key) => key.replace(/[^A-Za-z0-9]/g, "_")).join("__")

// Characters Mermaid reads as syntax inside a transition label.
const mermaidText = (text: string) =>
  text
    .replace(/[;#:{}]/g, " ")
    .replace(/\s+/g, " ")
    .trim()

const eventLabel = (node: Node, eventType: string, transition: Transition): string => {
  const kind = kindOf(node, eventType, transition)
  const src = (id: string) => srcLabel(node.invoke.find((invoke) => invoke.id === id)?.src)
  switch (kind.kind) {
    case "event":
      return eventType
    case "after":
      return `after ${/^\d+$/.test(kind.delay) ? `${kind.delay} ms` : kind.delay}`
    case "stateDone":
      return "done"
    default:
      return `${kind.kind} ${src(kind.invokeId)}`
  }
}

const transitionLabel = (event: string, transition: Transition) => {
  const guard = transition.guard === undefined ? "" : ` [${guardLabel(transition.guard)}]`
  const actions = transition.actions.length ? ` / ${transition.actions.map(actionLabel).join(", ")}` : ""
  return mermaidText(`${event}${guard}${actions}`)
}

/** A stateDiagram-v2 of the machine: nested states, every transition labelled `EVENT [guard] / actions`. */
export const machineMermaid = (machine: AnyStateMachine): string => {
  const root = machine.root as unknown as Node
  const lines: Array<string> = ["stateDiagram-v2"]
  const edges: Array<string> = []
  const stateLines = (node: Node, indent: string) => {
    const children = Object.values(node.states)
    const initial = node.type === "compound" ? node.initial.target[0] : undefined
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`)
    children.forEach((child, index) => {
      const id = mermaidId(child)
      const name = child.type === "history" ? (child.history === "deep" ? "H*" : "H") : child.key
      const notes = [
        ...entryOf(child).map((action) => `entry / ${actionLabel(action)}`),
        ...child.invoke.map((invoke) => `invoke ${srcLabel(invoke.src)}`),
        ...exitOf(child).map((action) => `exit / ${actionLabel(action)}`),
        ...(child.tags.length ? [`tags ${child.tags.join(", ")}`] : [])
      ].map(mermaidText)
      const composite = Object.keys(child.states).length > 0
      // A composite state shows no description lines, so what it does joins its title.
      const label = composite && notes.length ? `${name} · ${notes.join(" · ")}` : name
      if (label !== id || notes.length) lines.push(`${indent}state "${mermaidText(label)}" as ${id}`)
      if (!composite) for (const note of notes) lines.push(`${indent}${id} : ${note}`)
      if (composite) {
        lines.push(`${indent}state ${id} {`)
        stateLines(child, `${indent}  `)
        lines.push(`${indent}}`)
      }
      if (child.type === "final") lines.push(`${indent}${id} --> [*]`)
      if (node.type === "parallel" && index < children.length - 1) lines.push(`${indent}--`)
    })
  }
  stateLines(root, "  ")
  const edgesOf = (node: Node) => {
    const source = node === root ? undefined : mermaidId(node)
    const all: Array<[string, Transition]> = [
      ...(node.always ?? []).map((transition) => ["always", transition] as [string, Transition]),
      ...[...node.transitions].flatMap(([eventType, list]) =>
        list.map((transition) => [eventLabel(node, eventType, transition), transition] as [string, Transition])
      )
    ]
    for (const [event, transition] of all) {
      const targets = transition.target?.length ? transition.target.map(mermaidId) : [source]
      for (const target of targets) {
        // A transition of the machine itself, without a target, has no box to start from or end in.
        if (!source && !target) continue
        // The machine's own transitions are taken in any state; they are drawn from the start.
        const label = transitionLabel(source ? event : `${event} (in any state)`, transition)
        edges.push(`  ${source ?? "[*]"} --> ${target ?? source} : ${label}`)
      }
    }
    Object.values(node.states).forEach(edgesOf)
  }
  edgesOf(root)
  return [...lines, ...edges].join("\n")
}

const sourceLink = (source: string) => `[${source}](../../${source})`

const machineMarkdown = ({ name, source, machine }: FoundMachine) =>
  [
    `# ${name}`,
    "",
    `Generated by \`${exportCommand}\` from ${sourceLink(source)}; do not edit. Transitions read`,
    "`EVENT [guard] / actions`; `done`/`error` name the invoked actor; `inline` marks a function written",
    `in the transition instead of named in \`setup\`. The definition is in [${name}.json](${name}.json).`,
    "",
    "```mermaid",
    machineMermaid(machine),
    "```",
    ""
  ].join("\n")

const indexMarkdown = (machines: ReadonlyArray<FoundMachine>) =>
  [
    "# Machines",
    "",
    `Generated by \`${exportCommand}\` from the machine definitions in src/machines; do not edit.`,
    "A unit test fails when these files fall behind the code.",
    "",
    "| Machine | Diagram | Definition | Source |",
    "| ------- | ------- | ---------- | ------ |",
    ...machines.map(
      ({ name, source, machine }) =>
        `| ${name} (\`#${machine.id}\`) | [${name}.md](${name}.md) | [${name}.json](${name}.json) | ${sourceLink(source)} |`
    ),
    "",
    "## Open a machine in the Stately editor",
    "",
    "Each `<machine>.json` is the machine's config, with every action, guard and actor by its name.",
    "In the Stately editor (<https://stately.ai/editor>), create a machine, choose **Import** in the Code",
    "panel, type `createMachine(`, paste the JSON, type `)` and import. With the XState extension for VS",
    "Code, **Open Visual Editor** above `createMachine` in the source file shows the same machine.",
    "",
    "## Watch the machines run (inspector)",
    "",
    "`npm run dev` starts the portal for development (<http://localhost:5173>). Add `?inspect` to an",
    "address, for example <http://localhost:5173/login?inspect>, and allow the pop-up: the Stately",
    "inspector opens in its own window and shows every machine of the page as it runs, with each event",
    "and state. The tab keeps inspecting across the sign-in's redirects; `?inspect=off` stops it.",
    "Production builds hold no inspector.",
    ""
  ].join("\n")

const prettierFormat = async (root: string, path: string, text: string) =>
  format(text, { ...(await resolveConfig(join(root, path))), filepath: join(root, path) })

/** Every file of docs/machines, by path, formatted as the repository formats it. */
export const generateMachineDocs = async (root: string): Promise<ReadonlyMap<string, string>> => {
  const machines = await loadMachines(root)
  const files = new Map<string, string>()
  const add = async (path: string, text: string) => files.set(path, await prettierFormat(root, path, text))
  for (const found of machines) {
    await add(`${docsDir}/${found.name}.md`, machineMarkdown(found))
    await add(`${docsDir}/${found.name}.json`, JSON.stringify(machineJson(found.machine), null, 2))
  }
  await add(`${docsDir}/README.md`, indexMarkdown(machines))
  return files
}
