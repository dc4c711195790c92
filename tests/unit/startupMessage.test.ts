import { describe, expect, it } from "vitest"
import { readConfig } from "../../src/server/config"
import { demoSecondFactors } from "../../src/server/demo/demoSecondFactors"
import { demoAccounts, demoPassword } from "../../src/server/demo/demoWorld"
import { startupMessage } from "../../src/server/startupMessage"

/** The e-mails printed under the heading that starts with `heading`, up to the next heading. */
const listedUnder = (message: string, heading: string) => {
  const lines = message.split("\n")
  const start = lines.findIndex((line) => line.startsWith(heading))
  if (start < 0) return []
  const end = lines.findIndex((line, index) => index > start && /^ {2}\S/.test(line))
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => line.trim())
    .filter((line) => line !== "")
}

describe("what npm start prints", () => {
  const message = startupMessage(readConfig({ PORT: "8080", DATA_DIR: "./data" }))

  it("lists under the demo password only the accounts that have one", () => {
    const withPassword = listedUnder(message, `  demo accounts (password ${demoPassword}):`)
    expect(withPassword).toContain("admin@bureau.example")
    expect(withPassword).not.toContain("invited@northwind.example")
    expect(withPassword).toEqual(demoAccounts.filter((a) => !a.invited).map((a) => a.email))
  })

  it("names the invited account apart, as having no password yet", () => {
    expect(listedUnder(message, "  invited, with no password")).toEqual(["invited@northwind.example"])
  })

  it("prints each demo administrator's User ID and TOTP key, and none when the second factor is off or outside demo mode", () => {
    const administrators = listedUnder(message, "  demo administrators give a code")
    expect(administrators).toEqual(demoSecondFactors.map((d) => `${d.userId}  TOTP key ${d.totpKey}`))
    expect(administrators.join("\n")).toContain("admin.bureau.example@")
    expect(startupMessage(readConfig({ PORT: "8080", SECOND_FACTOR: "off" }))).not.toContain("TOTP")
    expect(startupMessage(readConfig({ PORT: "8080", DEMO_DATA: "false" }))).not.toContain("TOTP")
  })

  it("lists no account without the demo world", () => {
    expect(startupMessage(readConfig({ PORT: "8080", DEMO_DATA: "false" }))).not.toContain("@")
  })
})
