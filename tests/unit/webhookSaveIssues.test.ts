import { describe, expect, it } from "vitest"
import { catalogueEntries } from "../../src/api/fieldIssues"
import { webhookIssues, webhookSaveIssues } from "../../src/api/settings/webhookValidation"
import en from "../../src/i18n/en/webhooks"
import fr from "../../src/i18n/fr/webhooks"
import { formIssues, webhookFieldOf } from "../../src/machines/settings/webhooks"

/** Issue 36 point 4: every refusal of an endpoint's save shows at a field the form draws, in English and French. */

/** The form words "required" at the events as a choice to make, elsewhere as a field to fill. */
const messageOf = (t: typeof en, field: string, code: string) =>
  field === "eventTypes" && code === "required" ? t.messages.eventTypesRequired : (t.messages as Record<string, string>)[code]

describe("every refusal of an endpoint save reaches a field the form draws", () => {
  it.each(catalogueEntries(webhookSaveIssues))("%o is shown at a drawn field in English and French", (issue) => {
    expect(["url", "eventTypes"]).toContain(webhookFieldOf(issue.field))
    for (const t of [en, fr as typeof en]) expect(messageOf(t, issue.field, issue.code), issue.code).toEqual(expect.any(String))
  })

  it("the form takes an address of this machine, which only the server may refuse, and refuses plain http elsewhere", () => {
    expect(formIssues({ url: "http://127.0.0.1:4000/hooks", eventTypes: ["report.corrected"] })).toEqual([])
    expect(formIssues({ url: "http://hooks.example.com/portal", eventTypes: [] })).toEqual([
      { field: "url", code: "httpsRequired" },
      { field: "eventTypes", code: "required" }
    ])
    expect(
      webhookIssues({ url: "http://127.0.0.1:4000/hooks", eventTypes: ["report.corrected"] }, { allowLocal: false })
    ).toEqual([{ field: "url", code: "localAddress" }])
  })
})
