import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Papa from "papaparse"
import { afterAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { send, signIn } from "./support/signIn"

/**
 * Every command README.md, docs/api.md and docs/sdc-format.md show is a script of examples/, shown as
 * is, and runs as written against the demo world: a changed id, path or secret fails here.
 */
const portal = usePortal()

const root = join(import.meta.dirname, "../..")
const documents = ["README.md", "docs/api.md", "docs/sdc-format.md"]
const scripts = readdirSync(join(root, "examples")).filter((name) => name.endsWith(".sh"))

/** What a document shows of a script: from its PORTAL line to its end (the lines above say what it is). */
const shownPart = (script: string) => {
  const text = readFileSync(join(root, "examples", script), "utf8")
  return text.slice(text.indexOf("PORTAL="))
}

/** The commands a reader may type that need no portal: building, starting and testing it. */
const projectCommands = new Set(["npm ci", "npm start", "npm test"])

const shellBlocks = (document: string) =>
  [...readFileSync(join(root, document), "utf8").matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)].map((m) => m[1]!)

/** Each script runs in a folder of its own (what it writes stays there) that sees the project's docs/ folder. */
const folders: Array<string> = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const folder = () => {
  const cwd = mkdtempSync(join(tmpdir(), "portal-example-"))
  folders.push(cwd)
  symlinkSync(join(root, "docs"), join(cwd, "docs"))
  return cwd
}

/** Runs a script of examples/ (or a file at that path) as a reader would, in a folder of its own. */
const run = (script: string, env: Record<string, string> = {}, cwd = folder()) =>
  new Promise<{ code: number; stdout: string; stderr: string; cwd: string }>((resolve) => {
    execFile(
      "sh",
      [script.startsWith("/") ? script : join(root, "examples", script)],
      { cwd, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PORTAL: portal.baseUrl, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, cwd })
    )
  })

describe("the commands of the docs", () => {
  it("are scripts of examples/, each shown as is by a document", () => {
    expect(scripts).toEqual(expect.arrayContaining(["driver-report.sh", "sdc-upload.sh"]))
    const shown = new Map(scripts.map((script) => [shownPart(script), script]))
    const blocks = documents.flatMap((document) => shellBlocks(document).map((block) => ({ document, block })))
    const strays = blocks
      .filter(({ block }) => !shown.has(block))
      .filter(
        ({ block }) =>
          !block
            .trim()
            .split("\n")
            .every((line) => projectCommands.has(line.trim()))
      )
      .map(({ document, block }) => `${document}: ${block.split("\n")[0]}…`)
    expect(strays).toEqual([])
    const unshown = scripts.filter((script) => !blocks.some(({ block }) => block === shownPart(script)))
    expect(unshown).toEqual([])
  })

  it("point to the OpenAPI document and the reference page where the portal serves them", async () => {
    const text = readFileSync(join(root, "docs/api.md"), "utf8")
    const paths = [...new Set([...text.matchAll(/`(\/[A-Za-z0-9/._-]*)`/g)].map((m) => m[1]!))]
    expect(paths).toEqual(expect.arrayContaining(["/api/openapi.json", "/docs"]))
    for (const path of paths) expect((await send(portal.baseUrl, path)).status, path).toBe(200)
  })

  it("list in docs/api.md exactly the operations the OpenAPI document opens to machine clients", async () => {
    const document = (await send(portal.baseUrl, "/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { "x-machine-clients"?: boolean }>>
    }
    const marked = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, operation]) => operation["x-machine-clients"] === true)
          .map(([method]) => `${method.toUpperCase()} ${path}`)
      )
      .sort()
    const listed = [...readFileSync(join(root, "docs/api.md"), "utf8").matchAll(/^\| `((?:GET|POST|PUT|DELETE) [^`]+)`/gm)]
      .map((m) => m[1]!)
      .sort()
    expect(marked.length).toBeGreaterThan(10)
    expect(listed).toEqual(marked)
  })
})

describe("examples/driver-report.sh", () => {
  it("takes a token as Northwind's system, generates Margaret Anne Wilson's report and saves it and its PDF", async () => {
    const result = await run("driver-report.sh")
    expect(result.code, result.stderr + result.stdout).toBe(0)
    const report = JSON.parse(readFileSync(join(result.cwd, "report.json"), "utf8")) as { id: number }
    expect(report).toMatchObject({ id: expect.any(Number) })
    expect(JSON.stringify(report)).toContain("W90012345670001")
    expect(result.stdout).toContain(`Report ${report.id}: report.json and report.pdf`)
    expect(readFileSync(join(result.cwd, "report.pdf")).subarray(0, 5).toString()).toBe("%PDF-")
  })

  it("stops at the token, saying it was refused, when the secret is wrong", async () => {
    const script = readFileSync(join(root, "examples", "driver-report.sh"), "utf8")
    const wrong = script.replace("northwind-demo-client-secret", "not-the-secret")
    expect(wrong).not.toBe(script)
    const cwd = folder()
    writeFileSync(join(cwd, "wrong-secret.sh"), wrong)
    const result = await run(join(cwd, "wrong-secret.sh"), {}, cwd)
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain("401")
    expect(existsSync(join(cwd, "report.json"))).toBe(false)
  })
})

describe("examples/sdc-upload.sh", () => {
  it("sends the accepted sample for Northwind General, accepted, with an error report of its header alone", async () => {
    const result = await run("sdc-upload.sh")
    expect(result.code, result.stderr + result.stdout).toBe(0)
    const answer = JSON.parse(readFileSync(join(result.cwd, "upload.json"), "utf8")) as {
      file: { status: { code: string }; reportingCompany: { nameEn: string }; rows: number; errorCount: number }
    }
    expect(answer.file).toMatchObject({
      status: { code: "ACCEPTED" },
      reportingCompany: { nameEn: "Northwind General - Ontario" },
      errorCount: 0
    })
    expect(answer.file.rows).toBeGreaterThan(0)
    const report = result.stdout.slice(result.stdout.lastIndexOf("}") + 1).trim()
    expect(Papa.parse<Array<string>>(report.replace(/^\uFEFF/, "")).data).toEqual([
      ["Ligne", "Colonne", "Valeur", "Motif", "Code du motif"]
    ])
  })

  it("sends the rejected sample, rejected with its first errors and a French error report naming them", async () => {
    const result = await run("sdc-upload.sh", { FILE: "docs/sdc-samples/northwind-general-rejected.csv" })
    expect(result.code, result.stderr + result.stdout).toBe(0)
    const answer = JSON.parse(readFileSync(join(result.cwd, "upload.json"), "utf8")) as {
      file: { status: { code: string }; errorCount: number }
      errors: ReadonlyArray<{ reason: string }>
    }
    expect(answer.file.status.code).toBe("REJECTED")
    expect(answer.errors.map((e) => e.reason)).toEqual(expect.arrayContaining(["NOT_OWN_COMPANY", "UNKNOWN_CODE"]))
    const report = Papa.parse<Array<string>>(result.stdout.slice(result.stdout.lastIndexOf("}") + 1).trim(), {
      skipEmptyLines: true
    }).data
    expect(report[0]).toEqual(["Ligne", "Colonne", "Valeur", "Motif", "Code du motif"])
    expect(report.length - 1).toBe(answer.file.errorCount)
  })
})

describe("examples/quote.sh", () => {
  it("orders a quote's three drivers as Northwind's system and saves one answer per driver, in order", async () => {
    const result = await run("quote.sh")
    expect(result.code, result.stderr + result.stdout).toBe(0)
    const quote = JSON.parse(readFileSync(join(result.cwd, "quote.json"), "utf8")) as {
      drivers: ReadonlyArray<{ outcome: string; report?: { dln: string; referenceNumber: string } }>
    }
    expect(quote.drivers.map((answer) => [answer.outcome, answer.report?.dln, answer.report?.referenceNumber])).toEqual([
      ["report", "W90012345670001", "Q-2026-0042"],
      ["report", "G900123456701", "Q-2026-0042"],
      ["report", "C90012345670004", "Q-2026-0042"]
    ])
    expect(result.stdout).toContain("Quote: quote.json")
  })
})

describe("examples/webhook-endpoint.sh", () => {
  it("sets Northwind General's endpoint as its administrator, queues a test event and saves the delivery log", async () => {
    const token = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
    const result = await run("webhook-endpoint.sh", { ADMIN_TOKEN: token })
    expect(result.code, result.stderr + result.stdout).toBe(0)
    const endpoint = JSON.parse(readFileSync(join(result.cwd, "endpoint.json"), "utf8")) as {
      endpoint: { url: string; eventTypes: ReadonlyArray<string> }
      secret: string | null
    }
    expect(endpoint.endpoint).toMatchObject({
      url: "https://events.northwind.example/portal",
      eventTypes: ["report.corrected", "sdcFile.completed"]
    })
    expect(result.stdout).toContain(`secret: ${endpoint.secret}`)
    const queued = JSON.parse(readFileSync(join(result.cwd, "test-event.json"), "utf8")) as { id: string }
    const log = JSON.parse(readFileSync(join(result.cwd, "deliveries.json"), "utf8")) as {
      data: ReadonlyArray<{ id: string; eventType: string }>
    }
    expect(log.data[0]).toMatchObject({ id: queued.id, eventType: "webhook.test" })
  })

  it("stops at the first call, saying it was refused, when the token is not an administrator's", async () => {
    const result = await run("webhook-endpoint.sh", { ADMIN_TOKEN: "not-a-token" })
    expect(result.code).not.toBe(0)
    expect(result.stderr + result.stdout).toContain("401")
  })
})

describe("examples/report-reuse.sh", () => {
  it("makes one report of a call and its retry with one key, then answers it again as reused, then a fresh one", async () => {
    const stored = async () =>
      (await portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report`))[0]!.count
    const before = await stored()
    const result = await run("report-reuse.sh")
    expect(result.code, result.stderr + result.stdout).toBe(0)
    const first = JSON.parse(readFileSync(join(result.cwd, "first.json"), "utf8")) as { id: number }
    const fresh = JSON.parse(readFileSync(join(result.cwd, "fresh.json"), "utf8")) as { id: number; reused?: boolean }
    expect(result.stdout).toContain(`Retry answered as the first call: ${first.id}`)
    expect(result.stdout).toContain('"reused":true')
    expect(result.stdout).toContain(`Fresh report: ${fresh.id}`)
    expect(fresh.id).not.toBe(first.id)
    expect(fresh.reused).toBeUndefined()
    expect(await stored()).toBe(before + 2)
  })
})
