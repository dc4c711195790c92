import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { acceptCookies, expectAccessible, signIn } from "./support/portal"

/** Hand-made demo drivers (docs/demo-data.md) that the demo corrections leave alone. */
const margaret = { licence: "W90012345670001", jurisdiction: "ON", name: "Margaret Anne Wilson" }
const olivia = { licence: "C90012345670004", jurisdiction: "ON", name: "Olivia Chen" }
const priya = { licence: "S90012345670003", jurisdiction: "ON", name: "Priya Sharma" }

const reportIdOf = (page: Page) => Number(new URL(page.url()).pathname.split("/").pop())

/** Opens the driver's report from the driver search, as a person would. */
const openReport = async (page: Page, driver: { licence: string; jurisdiction: string }, french = false) => {
  const form = page.getByTestId("driver-search-form")
  await form.getByLabel(french ? "Numéro de permis de conduire" : "Driver's licence number").fill(driver.licence)
  await form.getByLabel(french ? "Province ou territoire" : "Jurisdiction").selectOption(driver.jurisdiction)
  await form.getByRole("button", { name: french ? "Rechercher" : "Search" }).click()
  const dialog = page.getByTestId("result-dialog")
  await dialog.getByRole("button", { name: french ? "Obtenir le rapport" : "Get report" }).click()
  await expect(page).toHaveURL(/\/reports\/\d+$/)
  await expect(page.getByTestId("report-summary")).toBeVisible()
}

/** A correction ends on a new report: the address changes, the notice shows, the dialog is gone. */
const expectCorrected = async (page: Page, before: number, notice: string) => {
  await expect(page.getByTestId("toast").filter({ hasText: notice }).last()).toBeVisible()
  await expect.poll(() => reportIdOf(page)).not.toBe(before)
  await expect(page.getByTestId("correction-dialog")).toHaveCount(0)
  await expect(page.getByTestId("report-summary")).toBeVisible()
  // Correction mode stays on for the new report.
  await expect(page.getByTestId("correction-mode")).toHaveAttribute("aria-checked", "true")
}

const expandAll = async (page: Page, section: "policies" | "claims") => {
  const button = page.getByTestId(`${section}-expand-all`)
  if ((await button.textContent())?.match(/Expand all|Tout développer/)) await button.click()
}

test("a Northwind corrector fixes a policy status with its cancellation date and a claim's at-fault percentage", async ({
  page
}) => {
  test.slow()
  await signIn(page, "manager@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)
  await openReport(page, margaret)
  const firstId = reportIdOf(page)

  // Off at first: no edit buttons.
  const toggle = page.getByTestId("correction-mode")
  await expect(toggle).toHaveAttribute("aria-checked", "false")
  await expect(page.getByTestId("edit-driver-fullName")).toHaveCount(0)
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-checked", "true")
  await expandAll(page, "policies")
  await expandAll(page, "claims")
  await expectAccessible(page)

  // Only Northwind's terms can be edited: the oldest of them, expired, becomes cancelled for non-payment.
  const policyEdits = page.locator('[data-testid^="edit-policy-"]')
  await expect(policyEdits).toHaveCount(7)
  const oldest = policyEdits.last()
  const policyKey = (await oldest.getAttribute("data-testid"))!.replace("edit-policy-", "")
  await oldest.click()
  const dialog = page.getByTestId("correction-dialog")
  await expect(dialog).toContainText("Policy status")
  const save = dialog.getByRole("button", { name: "Save" })
  await expect(save).toBeDisabled()
  const status = dialog.getByLabel("Policy status")
  await expect(status.locator("option")).toContainText(["Expired", "Cancelled - non-payment", "Cancelled - other"])
  await expect(status.locator("option", { hasText: /^Active$/ })).toHaveCount(0)
  await status.selectOption({ label: "Cancelled - non-payment" })
  await expect(dialog.getByText("This field is required")).toBeVisible()
  await expect(save).toBeDisabled()
  // Neither Escape nor a click outside closes it.
  await page.keyboard.press("Escape")
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  const term = await page.getByTestId(`policy-${policyKey}`).locator("button").first().textContent()
  const [start] = term!.match(/\d{4}-\d{2}-\d{2}/g)!
  const cancellation = `${start!.slice(0, 4)}-${start!.slice(5, 7)}-${String(Math.min(Number(start!.slice(8, 10)) + 10, 28)).padStart(2, "0")}`
  await dialog.getByLabel("Cancellation date").fill("1990-01-01")
  await expect(dialog.getByText("The cancellation date cannot be before the effective date")).toBeVisible()
  await dialog.getByLabel("Cancellation date").fill(cancellation)
  await expectAccessible(page)
  await save.click()
  await expectCorrected(page, firstId, "The correction was saved.")

  // The new report keeps open what was open, with the corrected term's Edit button in view and focused.
  await expect(page.getByTestId("policies-expand-all")).toHaveText("Collapse all")
  await expect(page.getByTestId("claims-expand-all")).toHaveText("Collapse all")
  await expect(page.getByTestId(`edit-policy-${policyKey}`)).toBeFocused()
  await expect(page.getByTestId(`edit-policy-${policyKey}`)).toBeInViewport()
  const corrected = page.locator('[data-testid^="cancellation-"]').filter({ hasText: cancellation })
  await expect(corrected).toHaveCount(1)
  await expect(page.getByTestId("report-policies")).toContainText("Cancelled - non-payment")

  // The at-fault percentage of the collision claim NWDC9000000001: 100 % becomes 50 %.
  const claim = page.locator('[data-testid^="claim-"]').filter({ hasText: "NWDC9000000001" })
  const claimKey = (await claim.getAttribute("data-testid"))!.replace("claim-", "")
  await expect(page.getByTestId(`at-fault-${claimKey}`)).toContainText("100%")
  // The comprehensive claim has no at-fault edit.
  const comprehensive = page.locator('[data-testid^="claim-"]').filter({ hasText: "NWDC9000000002" })
  await expect(comprehensive.locator('[data-testid$="-firstPartyFaultDegree"]')).toHaveCount(0)
  const secondId = reportIdOf(page)
  await page.getByTestId(`edit-claim-${claimKey}-firstPartyFaultDegree`).click()
  await expect(dialog).toContainText("In the report: 100%")
  await dialog.getByLabel("First-party fault degree").selectOption("50")
  await dialog.getByRole("button", { name: "Save" }).click()
  await expectCorrected(page, secondId, "The correction was saved.")
  await expect(page.getByTestId("claims-expand-all")).toHaveText("Collapse all")
  await expect(page.getByTestId(`edit-claim-${claimKey}-firstPartyFaultDegree`)).toBeFocused()
  await expect(page.getByTestId(`edit-claim-${claimKey}-firstPartyFaultDegree`)).toBeInViewport()
  const claimAfter = page.locator('[data-testid^="claim-"]').filter({ hasText: "NWDC9000000001" })
  const claimKeyAfter = (await claimAfter.getAttribute("data-testid"))!.replace("claim-", "")
  await expect(page.getByTestId(`at-fault-${claimKeyAfter}`)).toContainText("50%")
  await expectAccessible(page)

  // The report first pulled still shows the data as it was, and says it was corrected since.
  await page.goto(`/reports/${firstId}`)
  await expect(page.getByTestId("data-corrected-on")).toContainText("The driver's data was corrected on")
  await expect(page.getByTestId("data-corrected-on")).toContainText(/\d{4}-\d{2}-\d{2}/)
})

test("in French, a Northwind corrector fixes a claim's at-fault percentage", async ({ page }) => {
  await signIn(page, "manager@northwind.example", { from: "/driver-report" })
  await acceptCookies(page)
  await page.getByTestId("language-toggle").click()
  await openReport(page, olivia, true)
  const before = reportIdOf(page)
  const toggle = page.getByTestId("correction-mode")
  await expect(toggle).toHaveText("Mode correction")
  await toggle.click()
  await expandAll(page, "claims")

  // The third-party claim of Maple Leaf has no edit; the masked claim (her son drove) has no detail edits.
  const thirdParty = page.locator('[data-testid^="claim-"]').filter({ hasText: "MPLC9000000201" })
  await expect(thirdParty.locator('[data-testid^="edit-claim-"]')).toHaveCount(0)
  const masked = page.locator('[data-testid^="claim-"]').filter({ hasText: "NWDC9000000203" })
  await expect(masked.locator('[data-testid$="-vehicle"]')).toHaveCount(0)

  const claim = page.locator('[data-testid^="claim-"]').filter({ hasText: "NWDC9000000202" })
  const claimKey = (await claim.getAttribute("data-testid"))!.replace("claim-", "")
  await page.getByTestId(`edit-claim-${claimKey}-firstPartyFaultDegree`).click()
  const dialog = page.getByTestId("correction-dialog")
  await expect(dialog).toContainText(/Dans le rapport\s:\s25\s%/)
  await expect(dialog.getByRole("button", { name: "Enregistrer" })).toBeDisabled()
  await dialog.getByLabel("Degré de responsabilité du premier intervenant").selectOption("75")
  await expectAccessible(page)
  await dialog.getByRole("button", { name: "Enregistrer" }).click()
  await expectCorrected(page, before, "La correction a été enregistrée.")
  await expandAll(page, "claims")
  const after = page.locator('[data-testid^="claim-"]').filter({ hasText: "NWDC9000000202" })
  const keyAfter = (await after.getAttribute("data-testid"))!.replace("claim-", "")
  await expect(page.getByTestId(`at-fault-${keyAfter}`)).toContainText(/75\s%/)
  await expectAccessible(page)
  await page.getByTestId("language-toggle").click()
})

test("a bureau user adds a claim, adds an operator to a policy and removes the claim", async ({ page }) => {
  test.slow()
  await signIn(page, "admin@bureau.example", { from: "/driver-report" })
  await acceptCookies(page)
  await openReport(page, priya)
  await page.getByTestId("correction-mode").click()
  await expect(page.getByTestId("report-claims")).toContainText("No claims")

  // Add a claim under the current Northwind term, ten days ago.
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
  await page.getByTestId("add-claim").click()
  const addClaim = page.getByTestId("add-claim-dialog")
  await expect(addClaim.getByLabel("Licence number")).toHaveValue(priya.licence)
  await expect(addClaim.getByLabel("Full name")).toHaveValue(priya.name)
  await addClaim.getByRole("button", { name: "Add" }).click()
  await expect(addClaim.getByText("This field is required").first()).toBeVisible()
  await addClaim.getByLabel("Date of loss").fill(tenDaysAgo)
  await addClaim.getByLabel("Reporting company").selectOption({ label: "Northwind General - Ontario" })
  // The only Northwind term covering the date is offered (and already chosen when it is the only one).
  await addClaim.getByLabel("Policy").selectOption({ index: 1 })
  await expect(addClaim.getByLabel("Policy").locator("option:checked")).toContainText("NWD9000000023")
  await addClaim.getByLabel("Claim number").fill("NWDCE2E0001")
  await addClaim.getByRole("checkbox", { name: "Collision" }).check()
  await addClaim.getByLabel("VIN").fill("5YJ3E1EA7KF000123")
  await addClaim.getByLabel("Excluded driver").selectOption({ label: "No" })
  await addClaim.getByLabel("At-fault %").selectOption("50")
  await expectAccessible(page)
  let before = reportIdOf(page)
  await addClaim.getByRole("button", { name: "Add" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: "The correction was saved." }).last()).toBeVisible()
  await expect.poll(() => reportIdOf(page)).not.toBe(before)
  await expect(addClaim).toHaveCount(0)
  await expect(page.getByTestId("report-claims")).toContainText(tenDaysAgo)

  // The same claim number again is a duplicate, shown on the claim number.
  await page.getByTestId("add-claim").click()
  await addClaim.getByLabel("Date of loss").fill(tenDaysAgo)
  await addClaim.getByLabel("Reporting company").selectOption({ label: "Northwind General - Ontario" })
  await addClaim.getByLabel("Policy").selectOption({ index: 1 })
  await addClaim.getByLabel("Claim number").fill("NWDCE2E0001")
  await addClaim.getByRole("checkbox", { name: "Collision" }).check()
  await addClaim.getByLabel("VIN").fill("5YJ3E1EA7KF000123")
  await addClaim.getByLabel("Excluded driver").selectOption({ label: "No" })
  await addClaim.getByLabel("At-fault %").selectOption("0")
  await addClaim.getByRole("button", { name: "Add" }).click()
  // Only the server knows the number is taken: its refusal names the field, and the message is at it.
  await expect(addClaim.getByLabel("Claim number")).toHaveAccessibleDescription(
    "This reporting company already has a claim with this number"
  )
  await addClaim.getByRole("button", { name: "Cancel" }).click()
  await expect(addClaim).toHaveCount(0)

  // Add an operator on the current Northwind term's last operator row.
  await expandAll(page, "policies")
  const addOperatorButtons = page.locator('[data-testid^="add-operator-"]')
  await addOperatorButtons.first().click()
  const addOperator = page.getByTestId("add-operator-dialog")
  await expect(addOperator.getByLabel("Vehicle")).toHaveValue(/\d+/)
  await addOperator.getByLabel("Operator type").selectOption({ label: "Occasional" })
  await addOperator.getByLabel("Relationship to policyholder").selectOption({ label: "Spouse/Partner" })
  await addOperator.getByLabel("Licence number").fill("S90099887766554")
  await addOperator.getByLabel("Jurisdiction").selectOption({ label: "Ontario" })
  await expect(addOperator.getByText("Not in the bureau's data: enter the driver's details.")).toBeVisible()
  await addOperator.getByLabel("Full name").fill("Arjun Sharma")
  await addOperator.getByLabel("Date of birth").fill("1984-03-09")
  await addOperator.getByLabel("Gender").selectOption({ label: "Male" })
  await addOperator.getByLabel("Marital status").selectOption({ label: "Married" })
  await expectAccessible(page)
  before = reportIdOf(page)
  await addOperator.getByRole("button", { name: "Add" }).click()
  await expect(page.getByTestId("toast").filter({ hasText: "The correction was saved." }).first()).toBeVisible()
  await expect.poll(() => reportIdOf(page)).not.toBe(before)
  await expect(addOperator).toHaveCount(0)
  await expandAll(page, "policies")
  await expect(page.getByTestId("report-policies")).toContainText("Arjun Sharma")

  // Remove the claim added above: Enter confirms.
  await expandAll(page, "claims")
  before = reportIdOf(page)
  await page.locator('[data-testid^="remove-claim-"]').first().click()
  const confirm = page.getByTestId("remove-claim-dialog")
  await expect(confirm).toContainText("NWDCE2E0001")
  await expect(confirm.getByRole("button", { name: "Remove" })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press("Enter")
  await expect.poll(() => reportIdOf(page)).not.toBe(before)
  await expect(confirm).toHaveCount(0)
  await expect(page.getByTestId("report-claims")).toContainText("No claims")
})

test("in French, a claim number the reporting company already holds is refused by the server, at the claim number", async ({
  page
}) => {
  await signIn(page, "admin@bureau.example", { from: "/driver-report" })
  await acceptCookies(page)
  await page.getByTestId("language-toggle").click()
  await openReport(page, priya, true)
  await page.getByTestId("correction-mode").click()
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
  await page.getByTestId("add-claim").click()
  const addClaim = page.getByTestId("add-claim-dialog")
  await addClaim.getByLabel("Date du sinistre").fill(tenDaysAgo)
  await addClaim.getByLabel("Entreprise déclarante").selectOption({ label: "Northwind Générale - Ontario" })
  await addClaim.getByLabel("Police", { exact: true }).selectOption({ index: 1 })
  // Margaret Wilson's collision claim number at Northwind: the dialog cannot know it, the server does.
  const claimNumber = addClaim.getByLabel("Numéro de sinistre")
  await claimNumber.fill("NWDC9000000001")
  await addClaim.getByRole("checkbox", { name: "Collision" }).check()
  await addClaim.getByLabel("NIV", { exact: true }).fill("5YJ3E1EA7KF000123")
  await addClaim.getByLabel("Conducteur exclu").selectOption({ label: "Non" })
  await addClaim.getByLabel("Responsabilité (%)").selectOption("0")
  const before = reportIdOf(page)
  await addClaim.getByRole("button", { name: "Ajouter" }).click()
  await expect(claimNumber).toHaveAccessibleDescription("Cette entreprise déclarante a déjà un sinistre portant ce numéro")
  await expect(claimNumber).toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page)
  // Another number takes the message away; nothing was saved.
  await claimNumber.fill("NWDC9000000999")
  await expect(addClaim.getByText("Cette entreprise déclarante a déjà un sinistre portant ce numéro")).toHaveCount(0)
  await addClaim.getByRole("button", { name: "Annuler" }).click()
  await expect(addClaim).toHaveCount(0)
  expect(reportIdOf(page)).toBe(before)
  await page.getByTestId("language-toggle").click()
})
