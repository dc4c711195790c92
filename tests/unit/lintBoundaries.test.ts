import { ESLint } from "eslint"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../..", import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The rules that fail on this text, linted as if it were the file at filePath (relative to the repository). */
const failingRules = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId)
}

// The first lint loads the configuration, its plugins and the import resolver: seconds on a busy machine.
describe("the lint keeps areas and layers apart", { timeout: 60_000 }, () => {
  it("refuses a server area importing another area's module", async () => {
    const code = `import { applyCorrection } from "../../domain/corrections/applyCorrection"\nexport const apply = applyCorrection\n`
    expect(await failingRules(code, "src/server/http/reports/example.ts")).toContain("import-x/no-restricted-paths")
    // The same import from the corrections area is its own.
    expect(await failingRules(code, "src/server/http/corrections/example.ts")).not.toContain("import-x/no-restricted-paths")
  })

  it("keeps the users area apart on the server as the others", async () => {
    const code = `import { createUser } from "../../domain/users/saveUser"\nexport const create = createUser\n`
    expect(await failingRules(code, "src/server/http/corrections/example.ts")).toContain("import-x/no-restricted-paths")
    expect(await failingRules(code, "src/server/http/users/example.ts")).not.toContain("import-x/no-restricted-paths")
    const other = `import { applyCorrection } from "../../domain/corrections/applyCorrection"\nexport const apply = applyCorrection\n`
    expect(await failingRules(other, "src/server/domain/users/example.ts")).toContain("import-x/no-restricted-paths")
  })

  it("refuses a browser area importing another area's machine", async () => {
    const code = `import { driverSearchMachine } from "../../machines/reports/driverSearchMachine"\nexport const machine = driverSearchMachine\n`
    expect(await failingRules(code, "src/views/vehicles/Example.tsx")).toContain("import-x/no-restricted-paths")
  })

  it("refuses an import cycle", async () => {
    // assembleReport.ts imports rules.ts: rules.ts importing it back closes a cycle.
    const code = `import { assembleDriverReport } from "./assembleReport"\nexport const assemble = assembleDriverReport\n`
    expect(await failingRules(code, "src/server/domain/reports/rules.ts")).toContain("import-x/no-cycle")
  })

  it("refuses a machine or a service importing the server", async () => {
    const code = `import { loadUserProfile } from "../../server/db/users"\nexport const load = loadUserProfile\n`
    expect(await failingRules(code, "src/machines/reports/example.ts")).toContain("no-restricted-imports")
    expect(await failingRules(code, "src/services/reports/example.ts")).toContain("no-restricted-imports")
  })

  it("refuses a handler or a domain rule reaching for the SQL client", async () => {
    const code = `import { SqlClient } from "effect/sql"\nexport const client = SqlClient.SqlClient\n`
    expect(await failingRules(code, "src/server/http/reports/example.ts")).toContain("no-restricted-imports")
    expect(await failingRules(code, "src/server/domain/corrections/example.ts")).toContain("no-restricted-imports")
    expect(await failingRules(code, "src/server/db/reports/example.ts")).not.toContain("no-restricted-imports")
  })

  it("refuses a statement written anywhere in the server but its db folder", async () => {
    const code = `export const keys = (sql: any) => sql\`SELECT jwk FROM oidc_signing_key\`\n`
    for (const folder of ["identity", "mail", "http/users", "domain/clients", "pdf", "monitoring", "demo"])
      expect(await failingRules(code, `src/server/${folder}/example.ts`)).toContain("no-restricted-syntax")
    const renamed = `export const keys = (db: any) => db\`\n  DELETE FROM mail_outbox WHERE id = 1\`\n`
    expect(await failingRules(renamed, "src/server/mail/example.ts")).toContain("no-restricted-syntax")
    expect(await failingRules(code, "src/server/db/identity/example.ts")).not.toContain("no-restricted-syntax")
  })

  it("refuses the words importing a layer of the app", async () => {
    const code = `import { driverSearchMachine } from "../machines/reports/driverSearchMachine"\nexport const machine = driverSearchMachine\n`
    expect(await failingRules(code, "src/i18n/example.ts")).toContain("no-restricted-imports")
    const contractValue = `import { maxId } from "../api/fields"\nexport const most = maxId\n`
    expect(await failingRules(contractValue, "src/i18n/example.ts")).toContain("no-restricted-imports")
    const contractType = `import type { Lookup } from "../api/reports/schemas"\nexport type Shown = Lookup\n`
    expect(await failingRules(contractType, "src/i18n/example.ts")).toEqual([])
  })
})
