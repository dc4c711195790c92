import { spawn } from "node:child_process"

/**
 * `npm test`: every check a submission must pass, in two lanes side by side (the machine has two
 * cores). One lane builds the app, runs the unit and model tests, then the e2e suite; the other runs
 * the static checks, then the api tests. The stages are split so the lanes take about as long as each
 * other. The build comes first, so it is done long before the api tests start a server that loads
 * what it writes. Each stage's output is printed whole when it ends, with its time; the run ends
 * with a table of the stages and a closing line of the tests passed and failed.
 */

interface Stage {
  readonly name: string
  readonly command: string
  /** The stages after it in its lane cannot run without it (the api and e2e tests load the build). */
  readonly needed?: boolean
}

interface Outcome {
  readonly stage: Stage
  readonly seconds: number
  readonly ok: boolean
  readonly passed: number
  readonly failed: number
  /** The failing tests and the first lines of why, repeated at the end where a log's tail shows them. */
  readonly failures: ReadonlyArray<string>
}

const lanes: ReadonlyArray<ReadonlyArray<Stage>> = [
  [
    { name: "build", command: "vite build", needed: true },
    { name: "unit and model", command: "vitest run --project unit" },
    { name: "e2e", command: "rm -rf data-e2e data-e2e-second-factor && playwright test" }
  ],
  [
    { name: "typecheck", command: "tsc -p tsconfig.json" },
    { name: "format", command: "prettier --check ." },
    { name: "lint", command: "eslint ." },
    { name: "openapi lint", command: "tsx scripts/openapi-lint.ts" },
    { name: "api", command: "vitest run --project api" }
  ]
]

// vitest: "Tests  3 failed | 120 passed (123)"; playwright: "  120 passed (2.1m)" and "  3 failed".
const count = (output: string, word: "passed" | "failed") => {
  const vitest = [...output.matchAll(new RegExp(`^\\s*Tests\\s+.*?(\\d+) ${word}`, "gm"))]
  if (vitest.length > 0) return vitest.reduce((sum, m) => sum + Number(m[1]), 0)
  return [...output.matchAll(new RegExp(`^\\s+(\\d+) ${word}\\b`, "gm"))].reduce((sum, m) => sum + Number(m[1]), 0)
}

// playwright's list reporter marks a failed try with ✘ and explains each failure in a numbered block;
// vitest marks a failed test with × and a failed file with FAIL.
const failureLines = (output: string): ReadonlyArray<string> => {
  const lines = output.split("\n")
  const marked = lines.filter((line) => /^\s*(✘|×|FAIL\s)/.test(line))
  const firstBlock = lines.findIndex((line) => /^\s+1\) /.test(line))
  const explained = firstBlock < 0 ? [] : lines.slice(firstBlock, firstBlock + 40)
  return [...marked.slice(0, 40), ...explained]
}

const run = (stage: Stage) =>
  new Promise<Outcome>((resolve) => {
    const started = performance.now()
    const chunks: Array<Buffer> = []
    const child = spawn(stage.command, { shell: true, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } })
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk))
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000
      const output = Buffer.concat(chunks).toString()
      const ok = code === 0
      process.stdout.write(
        `\n── ${stage.name} (${stage.command}): ${ok ? "ok" : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ──\n${output}`
      )
      resolve({
        stage,
        seconds,
        ok,
        passed: count(output, "passed"),
        failed: count(output, "failed"),
        failures: ok ? [] : failureLines(output)
      })
    })
  })

/** A lane goes on past a failing check, so one run shows every failure; it stops only where a needed stage failed. */
const runLane = async (stages: ReadonlyArray<Stage>) => {
  const outcomes: Array<Outcome> = []
  for (const stage of stages) {
    const outcome = await run(stage)
    outcomes.push(outcome)
    if (!outcome.ok && stage.needed) break
  }
  return outcomes
}

const started = performance.now()
const outcomes = (await Promise.all(lanes.map(runLane))).flat()
const total = (performance.now() - started) / 1000
const skipped = lanes.flat().filter((stage) => !outcomes.some((o) => o.stage === stage))

for (const o of outcomes.filter((o) => o.failures.length > 0)) {
  console.log(`\n── what failed in ${o.stage.name} ──`)
  for (const line of o.failures) console.log(line)
}

console.log("\n── stages ──")
for (const o of outcomes)
  console.log(`${o.stage.name.padEnd(16)} ${o.ok ? "ok    " : "FAILED"} ${o.seconds.toFixed(0).padStart(5)} s`)
for (const stage of skipped) console.log(`${stage.name.padEnd(16)} not run (the build failed)`)
console.log(`${"whole run".padEnd(16)}        ${total.toFixed(0).padStart(5)} s`)

const passed = outcomes.reduce((sum, o) => sum + o.passed, 0)
const failed = outcomes.reduce((sum, o) => sum + o.failed, 0)
const allOk = outcomes.every((o) => o.ok) && skipped.length === 0
// A stage that failed without a test to blame (type check, lint) still fails the run.
console.log(`${passed} passed, ${failed + (allOk || failed > 0 ? 0 : 1)} failed`)
process.exit(allOk ? 0 : 1)
