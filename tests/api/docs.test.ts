import { describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { send } from "./support/signIn"

const portal = usePortal()

/** The calls of document 1 section 7, as OpenAPI writes their paths. */
const specPaths = [
  "/api/Functions",
  "/api/organizations/get/{functionId}",
  "/api/organizations/list",
  "/api/reportingCompanies/getByOrganization/{functionId}",
  "/api/reportingCompanies/getByOrganizationWithoutUserFunction",
  "/api/reportingCompanies/getByOrganizations/{functionId}",
  "/api/reportingCompanies/get/{functionId}",
  "/api/reportingCompanies/getUserFunctionCompanies/{functionId}",
  "/api/reportingCompanies/getCompaniesByUserFunction/{id}",
  "/api/reportingCompanies/GetUserFunctionCompaniesByOrganizations/{functionId}",
  "/api/reportingCompanies",
  "/api/jurisdictions",
  "/api/SystemMessage",
  "/api/TermsOfService",
  "/api/contactUs",
  "/api/Users/GetUserConnected",
  "/api/Users/MarkTermsofUseAsAccepted"
]

describe("API documentation", () => {
  it("serves the OpenAPI document listing every shared call of the spec", async () => {
    const response = await send(portal.baseUrl, "/api/openapi.json")
    expect(response.status).toBe(200)
    const document = response.json() as {
      openapi: string
      info: { title: string }
      paths: Record<string, Record<string, unknown>>
    }
    expect(document.openapi).toMatch(/^3\./)
    expect(document.info.title).toBe("Driver and Vehicle Data Portal API")
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(specPaths))
    expect(Object.keys(document.paths["/api/SystemMessage"]!)).toEqual(expect.arrayContaining(["get", "put"]))
    expect(Object.keys(document.paths["/api/Users/MarkTermsofUseAsAccepted"]!)).toEqual(["post"])
  })

  it("declares bearer security on protected calls and none on the public ones", async () => {
    const document = (await send(portal.baseUrl, "/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>
    }
    expect(document.paths["/api/Users/GetUserConnected"]!.get!.security).toEqual([{ bearer: [] }])
    expect(document.paths["/api/SystemMessage"]!.get!.security ?? []).toEqual([])
  })

  it("gives every operation a summary and a description of its rules beside the access line", async () => {
    const document = (await send(portal.baseUrl, "/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { operationId: string; summary?: string; description?: string }>>
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item))
    expect(operations.length).toBeGreaterThan(40)
    const undocumented = operations
      .filter((operation) => {
        const ownText = (operation.description ?? "").split(/\n\nAccess: /)[0]!.trim()
        return !operation.summary?.trim() || ownText === "" || ownText.startsWith("Access:")
      })
      .map((operation) => operation.operationId)
    expect(undocumented).toEqual([])
  })

  it("serves the HTML reference page at /docs", async () => {
    const response = await send(portal.baseUrl, "/docs")
    expect(response.status).toBe(200)
    expect(response.contentType).toContain("text/html")
    expect(response.text).toContain("<title>Driver and Vehicle Data Portal API</title>")
  })
})
