import { describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { demoVins } from "../../src/server/demo/demoVehicles"
import { usePortal } from "./support/portal"
import { api, clientId, discover, signIn } from "./support/signIn"
import { asSave, useUserAdministration } from "./support/userAdministration"

const portal = usePortal()
const administration = useUserAdministration(portal)

const setDisabled = (email: string, disabled: boolean) =>
  portal.sql((sql) => sql`UPDATE portal_user SET is_disabled = ${disabled} WHERE email = ${email}`)

const refresh = async (refreshToken: string) => {
  const { token_endpoint } = await discover(portal.baseUrl)
  const response = await fetch(token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId }).toString()
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

describe("a disabled account", () => {
  it("gets no new tokens from its refresh token", async () => {
    const email = "manager@northwind.example"
    const tokens = await signIn(portal.baseUrl, email)
    const renewed = await refresh(tokens.refreshToken)
    expect(renewed.status).toBe(200)
    expect(renewed.body.access_token).toBeTruthy()

    await setDisabled(email, true)
    try {
      const refused = await refresh(renewed.body.refresh_token!)
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe("invalid_grant")
      expect(refused.body.access_token).toBeUndefined()
    } finally {
      await setDisabled(email, false)
    }
  })

  it("can no longer download a driver or vehicle report PDF through a link it obtained", async () => {
    const email = "analyst@northwind.example"
    const analyst = api(portal.baseUrl, (await signIn(portal.baseUrl, email)).accessToken)
    const report = await analyst.ok((client) =>
      client.driverReports.generateReport({
        query: { ianaTimezone: "America/Toronto" },
        payload: {
          jurisdictionCode: namedDriverRefs.chen.jurisdiction,
          driverLicenceNumber: namedDriverRefs.chen.licenceNumber,
          comment: null,
          driverReportOption: null
        }
      })
    )
    const driverLink = (
      await analyst.ok((client) =>
        client.driverReports.generateReportPdf({ params: { id: report.id }, query: { lng: "english" } })
      )
    ).link
    const vehicle = await analyst.ok((client) =>
      client.vehicleReports.generate({ params: { vin: demoVins.transferred }, query: { ianaTimezone: "America/Toronto" } })
    )
    const vehicleLink = (
      await analyst.ok((client) =>
        client.vehicleReports.generatePdf({ query: { lng: "french" }, payload: { reportId: vehicle.id } })
      )
    ).link
    const download = (link: string) => fetch(`${portal.baseUrl}${link}`).then((response) => response.status)
    expect([await download(driverLink), await download(vehicleLink)]).toEqual([200, 200])

    await setDisabled(email, true)
    try {
      expect([await download(driverLink), await download(vehicleLink)]).toEqual([404, 404])
    } finally {
      await setDisabled(email, false)
    }
    // The link itself was still valid: only the account stood in the way.
    expect([await download(driverLink), await download(vehicleLink)]).toEqual([200, 200])
  })

  it("is refused on its very next call once an administrator disables it, right after calls that loaded its profile", async () => {
    const email = "o.fraser@northwind.example"
    const id = administration.ids.users[email]!
    const user = api(portal.baseUrl, (await signIn(portal.baseUrl, email)).accessToken)
    const chen = {
      jurisdictionCode: namedDriverRefs.chen.jurisdiction,
      driverLicenceNumber: namedDriverRefs.chen.licenceNumber,
      comment: null,
      driverReportOption: null
    }
    const generate = (client: Parameters<Parameters<typeof user.ok>[0]>[0]) =>
      client.driverReports.generateReport({ query: { ianaTimezone: "America/Toronto" }, payload: chen })
    // Every kind of call the user makes: its profile, a counted report, a counted search, a stored report.
    const calls = async () => {
      await user.ok((client) => client.users.getUserConnected())
      const report = await user.ok(generate)
      await user.ok((client) =>
        client.driverReports.search({
          payload: { driverLicenceNumber: chen.driverLicenceNumber, jurisdictionCode: chen.jurisdictionCode }
        })
      )
      await user.ok((client) => client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))
      return report
    }
    const disabled = { _tag: "Forbidden", token: "ACCOUNT_DISABLED" }

    const report = await calls()
    const record = await administration.ok("manager", (client) => client.userAdministration.get({ params: { id } }))
    const cleared = await administration.ok("manager", (client) =>
      client.userAdministration.update({ params: { id }, payload: { ...asSave(record), isDisabled: true } })
    )
    expect(await user.error(generate)).toMatchObject(disabled)
    expect(await user.error((client) => client.users.getUserConnected())).toMatchObject(disabled)
    expect(
      await user.error((client) => client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))
    ).toMatchObject(disabled)

    // Enabled again with its functions back, it is served at once; disabled in the database by any
    // other means (another instance's administrator, an operator), the very next call is refused again.
    const enabled = await administration.ok("manager", (client) =>
      client.userAdministration.update({ params: { id }, payload: { ...asSave(cleared), isDisabled: false } })
    )
    expect(enabled.isDisabled).toBe(false)
    await administration.ok("manager", (client) =>
      client.userAdministration.update({ params: { id }, payload: { ...asSave(record), isDisabled: false } })
    )
    await calls()
    await setDisabled(email, true)
    try {
      expect(await user.error(generate)).toMatchObject(disabled)
      expect(await user.error((client) => client.users.getUserConnected())).toMatchObject(disabled)
    } finally {
      await setDisabled(email, false)
    }
    await calls()
  })
})
