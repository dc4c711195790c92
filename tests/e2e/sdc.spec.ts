import { readFile } from "node:fs/promises"
import type { Page } from "@playwright/test"
import Papa from "papaparse"
import { sdcReasonText } from "../../src/api/sdc/reasons"
import { writeSdcFile, type SdcRecord } from "../../src/server/domain/sdc/format"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/**
 * The SDC report as the demo world's Northwind manager uses it (README): a file sent on the screen
 * with its progress shown, accepted, and the next driver report showing what it added; a file
 * rejected, its error report downloaded from the list in the language on screen. Every attempt's
 * file is its own (unique numbers), so a retried test is never refused as a duplicate.
 */
const manager = "manager@northwind.example"
/** A demo driver of Ontario the accepted file gives a new Northwind General policy (no other e2e reads her report). */
const emmaRoy = { licence: "R90012345670005", jurisdiction: "ON", name: "Emma Roy" }

const words = {
  en: {
    title: "SDC Report",
    upload: "Upload a file",
    company: "Northwind General - Ontario",
    send: "Send",
    close: "Close",
    accepted: "was accepted",
    rejected: "was rejected",
    acceptedStatus: "Accepted",
    empty: "The file is empty.",
    invalidCharacter: "The file name holds a tab, a line break or another control character: rename the file.",
    cancel: "Cancel",
    cancelled: "was cancelled: nothing in it was applied.",
    rejectedStatus: "Rejected",
    progress: /\d+ rows? read/,
    header: ["Line", "Column", "Value", "Reason", "Reason code"],
    licence: "Driver's licence number",
    jurisdiction: "Jurisdiction",
    getReport: "Get report"
  },
  fr: {
    title: "Rapport CDS",
    upload: "Téléverser un fichier",
    company: "Northwind Générale - Ontario",
    send: "Envoyer",
    close: "Fermer",
    accepted: "a été accepté",
    rejected: "a été rejeté",
    acceptedStatus: "Accepté",
    empty: "Le fichier est vide.",
    invalidCharacter:
      "Le nom du fichier contient une tabulation, un saut de ligne ou un autre caractère de contrôle : renommez le fichier.",
    cancel: "Annuler",
    cancelled: "a été annulé : rien de son contenu n'a été appliqué.",
    rejectedStatus: "Rejeté",
    progress: /\d+ lignes? lues?/,
    header: ["Ligne", "Colonne", "Valeur", "Motif", "Code du motif"],
    licence: "Numéro de permis de conduire",
    jurisdiction: "Province ou territoire",
    getReport: "Obtenir le rapport"
  }
} as const
type Language = keyof typeof words

const sdcCsv = (records: ReadonlyArray<SdcRecord>) => writeSdcFile(records, "\n")

/** Letters and digits no earlier attempt used. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const policy = (number: string, status = "ACT", company = "NWD-GEN"): SdcRecord => ({
  transaction: "A",
  record: "POLICY",
  company,
  policy_number: number,
  effective_date: day(-30),
  expiry_date: day(335),
  policy_status: status,
  holder_name: emmaRoy.name,
  holder_address: "77 Lakeshore Road, Mississauga ON"
})

test.describe.configure({ timeout: 180_000 })

const openSdcReport = async (page: Page, language: Language) => {
  await signIn(page, manager)
  await acceptCookies(page)
  if (language === "fr") await page.getByTestId("language-toggle").click()
  await page.getByTestId("tile-sdcReport").click()
  await expect(page).toHaveURL(/\/sdc$/)
  await expect(page.getByRole("heading", { name: words[language].title, level: 1 })).toBeVisible()
  await expect(page.getByTestId("result-count")).toBeVisible()
}

/** Opens the dialog, picks Northwind General and the file, and sends it. */
const sendFile = async (page: Page, language: Language, fileName: string, csv: string) => {
  const t = words[language]
  await page.getByRole("button", { name: t.upload }).click()
  const dialog = page.getByTestId("sdc-upload-dialog")
  await expect(dialog.getByTestId("sdc-upload-fileType")).toBeVisible()
  await dialog.getByTestId("sdc-upload-company").selectOption({ label: t.company })
  await dialog.getByTestId("sdc-upload-file").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv) })
  await expectAccessible(page)
  await dialog.getByRole("button", { name: t.send }).click()
}

const fileRow = (page: Page, fileName: string) =>
  page.getByTestId("sdc-table").getByTestId("data-row").filter({ hasText: fileName })

/**
 * Slows the page's uploads to this many bytes a second, so that a file is still streaming while the
 * test looks; the answer puts the network back. Conditions changed mid-upload cut it off, so restore
 * only once the file is in.
 */
const slowUploads = async (page: Page, bytesPerSecond: number) => {
  const network = await page.context().newCDPSession(page)
  await network.send("Network.enable")
  const conditions = (uploadThroughput: number) =>
    network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput })
  await conditions(bytesPerSecond)
  return () => conditions(-1)
}

for (const language of ["en", "fr"] as const) {
  const t = words[language]
  const name = language === "en" ? "English" : "French"

  test(`in ${name}, an accepted file shows its progress, and the next driver report shows the policy it added`, async ({
    page
  }) => {
    const id = unique()
    const added = `NWD-E2E-${id}`
    const fileName = `policies-${id}.csv`
    // Enough rows to read for a while: the progress shows while the file streams in, slowed below.
    const filler = Array.from({ length: 1500 }, (_, i) => policy(`NWD-E2F-${id}-${i}`))
    const csv = sdcCsv([
      policy(added),
      {
        transaction: "A",
        record: "OPERATOR",
        company: "NWD-GEN",
        policy_number: added,
        licence_number: emmaRoy.licence,
        jurisdiction: emmaRoy.jurisdiction,
        driver_name: emmaRoy.name,
        driver_address: "77 Lakeshore Road, Mississauga ON",
        date_added: day(-30)
      },
      ...filler
    ])
    await openSdcReport(page, language)

    // The upload is slowed so that its progress is seen: rows read and bytes received.
    const restoreNetwork = await slowUploads(page, 60 * 1024)
    // The list searches again once the outcome is there, and only once.
    let searches = 0
    page.on("request", (request) => {
      if (request.url().includes("/api/Sdc/GetSdcReports")) searches += 1
    })
    await sendFile(page, language, fileName, csv)
    const progress = page.getByTestId("sdc-upload-progress")
    await expect(progress).toBeVisible()
    await expect(page.getByTestId("sdc-upload-progress-text")).toHaveText(t.progress, { timeout: 30_000 })
    await expect(page.getByTestId("sdc-upload-progress-bar")).toHaveAttribute("value", /^(0\.\d+|1)$/)

    const outcome = page.getByTestId("sdc-upload-outcome")
    await expect(outcome).toContainText(`${fileName} ${t.accepted}`, { timeout: 90_000 })
    await restoreNetwork()
    await expect(page.getByTestId("toast").filter({ hasText: fileName }).last()).toBeVisible()
    await expect.poll(() => searches).toBe(1)
    await page.waitForTimeout(2000)
    expect(searches).toBe(1)
    await expectAccessible(page)
    await outcome.getByRole("button", { name: t.close }).click()
    await expect(outcome).toHaveCount(0)
    // The list searched again: the file is there, accepted.
    await expect(fileRow(page, fileName)).toContainText(t.acceptedStatus)

    // The next driver report of Emma Roy shows the policy the file added.
    await page.goto("/driver-report")
    const form = page.getByTestId("driver-search-form")
    await form.getByLabel(t.licence).fill(emmaRoy.licence)
    await form.getByLabel(t.jurisdiction).selectOption(emmaRoy.jurisdiction)
    await form.getByLabel(t.licence).press("Enter")
    await page.getByTestId("result-dialog").getByRole("button", { name: t.getReport }).click()
    await expect(page).toHaveURL(/\/reports\/\d+$/)
    await page.getByTestId("policies-expand-all").click()
    await expect(page.getByText(added, { exact: true })).toBeVisible()
  })

  test(`in ${name}, Cancel stops an upload midway: nothing is applied, and the list shows the file rejected`, async ({
    page
  }) => {
    const id = unique()
    const fileName = `cancelled-${id}.csv`
    const csv = sdcCsv(Array.from({ length: 3000 }, (_, i) => policy(`NWD-E2C-${id}-${i}`)))
    await openSdcReport(page, language)

    // Slowed enough that the upload is still running when Cancel is pressed.
    const restoreNetwork = await slowUploads(page, 20 * 1024)
    await sendFile(page, language, fileName, csv)
    await expect(page.getByTestId("sdc-upload-progress-text")).toHaveText(t.progress, { timeout: 30_000 })
    const dialog = page.getByTestId("sdc-upload-dialog")
    await dialog.getByRole("button", { name: t.cancel }).click()
    await expect(dialog).toHaveCount(0)
    await expect(
      page
        .getByTestId("toast")
        .filter({ hasText: `${fileName} ${t.cancelled}` })
        .last()
    ).toBeVisible()
    await restoreNetwork()
    // The list searched again; while the server still reads the file, the list reads its page again by itself.
    await expect(fileRow(page, fileName)).toContainText(t.rejectedStatus, { timeout: 30_000 })
  })

  test(`in ${name}, a rejected file shows its first errors, and its error report downloads from the list`, async ({ page }) => {
    const id = unique()
    const fileName = `rejected-${id}.csv`
    const csv = sdcCsv([policy(`NWD-E2R-${id}`, "XYZ"), policy(`MPL-E2R-${id}`, "ACT", "MPL-MUT")])
    await openSdcReport(page, language)

    // An empty file is refused at its field, in the language on screen, and nothing is sent.
    await page.getByRole("button", { name: t.upload }).click()
    const dialog = page.getByTestId("sdc-upload-dialog")
    await dialog.getByTestId("sdc-upload-company").selectOption({ label: t.company })
    await dialog
      .getByTestId("sdc-upload-file")
      .setInputFiles({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.alloc(0) })
    await dialog.getByRole("button", { name: t.send }).click()
    await expect(dialog).toContainText(t.empty)
    // A name holding a tab is refused at the file, by the rule the server applies to fileName.
    await dialog
      .getByTestId("sdc-upload-file")
      .setInputFiles({ name: `claims\t${id}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) })
    await dialog.getByRole("button", { name: t.send }).click()
    await expect(dialog.getByTestId("sdc-upload-file")).toHaveAccessibleDescription(
      new RegExp(t.invalidCharacter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    )
    await dialog.getByRole("button", { name: t.cancel }).click()
    await expect(dialog).toHaveCount(0)

    await sendFile(page, language, fileName, csv)

    const outcome = page.getByTestId("sdc-upload-outcome")
    await expect(outcome).toContainText(`${fileName} ${t.rejected}`, { timeout: 60_000 })
    await expect(outcome.getByTestId("sdc-upload-errors")).toContainText(sdcReasonText("UNKNOWN_CODE", language))
    await expect(outcome.getByTestId("sdc-upload-errors")).toContainText(sdcReasonText("NOT_OWN_COMPANY", language))
    await expectAccessible(page)
    await outcome.getByRole("button", { name: t.close }).click()

    const row = fileRow(page, fileName)
    await expect(row).toContainText(t.rejectedStatus)
    const download = page.waitForEvent("download")
    await row.getByRole("button").click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`rejected-${id}-errors-${language}.csv`)
    const lines = Papa.parse<Array<string>>((await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, ""), {
      skipEmptyLines: true
    }).data
    expect(lines).toEqual([
      t.header,
      ["2", "policy_status", "XYZ", sdcReasonText("UNKNOWN_CODE", language), "UNKNOWN_CODE"],
      ["3", "company", "MPL-MUT", sdcReasonText("NOT_OWN_COMPANY", language), "NOT_OWN_COMPANY"]
    ])
  })
}

test("a file sent again is rejected as a duplicate, its error shown with no line number", async ({ page }) => {
  const t = words.en
  const id = unique()
  const csv = sdcCsv([policy(`NWD-E2D-${id}`)])
  await openSdcReport(page, "en")
  await sendFile(page, "en", `twice-${id}.csv`, csv)
  const outcome = page.getByTestId("sdc-upload-outcome")
  await expect(outcome).toContainText(`twice-${id}.csv ${t.accepted}`, { timeout: 60_000 })
  await outcome.getByRole("button", { name: t.close }).click()

  await sendFile(page, "en", `twice-again-${id}.csv`, csv)
  await expect(outcome).toContainText(`twice-again-${id}.csv ${t.rejected}`, { timeout: 60_000 })
  const cells = outcome.getByTestId("sdc-upload-errors").locator("tbody tr").first().locator("td")
  await expect(cells.nth(3)).toHaveText(sdcReasonText("DUPLICATE_FILE", "en"))
  // An error of the file as a whole: no "0" in the Line column.
  await expect(cells.first()).toHaveText("")
})

test("a file still being read turns accepted in a list left open, with no search again", async ({ page, browser }) => {
  const t = words.en
  const id = unique()
  const fileName = `watched-${id}.csv`
  const csv = sdcCsv(Array.from({ length: 3000 }, (_, i) => policy(`NWD-E2W-${id}-${i}`)))
  await openSdcReport(page, "en")
  await slowUploads(page, 20 * 1024)
  await sendFile(page, "en", fileName, csv)
  await expect(page.getByTestId("sdc-upload-progress-text")).toHaveText(t.progress, { timeout: 30_000 })

  // The same manager on another browser opens the list while the file streams in, and leaves it alone.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await openSdcReport(other, "en")
  const row = fileRow(other, fileName)
  await expect(row).toContainText(/Received|Processing/)
  await expect(row).toContainText(t.acceptedStatus, { timeout: 90_000 })
  await expect(page.getByTestId("sdc-upload-outcome")).toContainText(`${fileName} ${t.accepted}`)
  await elsewhere.close()
})
