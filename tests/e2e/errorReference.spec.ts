import { expect, test } from "./support/fixtures"
import { acceptCookies, signIn } from "./support/portal"

test("an error notice ends with the request's reference, for support to find, in English and French", async ({ page }) => {
  await signIn(page, "admin@bureau.example")
  await acceptCookies(page)
  // A user that does not exist: the profile's load answers 404.
  await page.goto("/user-administration/userProfile?mode=update&id=2147483000")
  const english = page.getByTestId("toast").filter({ hasText: "System error [404]" }).last()
  await expect(english).toContainText(/System error \[404\] Reference: [0-9a-f-]{36}/)
  await page.getByTestId("language-toggle").click()
  await page.goto("/user-administration/userProfile?mode=update&id=2147483001")
  const french = page.getByTestId("toast").filter({ hasText: "Erreur du système [404]" }).last()
  await expect(french).toContainText(/Erreur du système \[404\] Référence : [0-9a-f-]{36}/)
})
