import { passwordStrengthLevel } from "../../../api/users/password"
import { passwordCheck } from "../../../api/users/passwordCheck"

/**
 * The strength meter of a provider page's new password (passwordFields.ts), run in the browser: at
 * each key, the shared rule's level (0 to 4) as the meter's value, its words as its text.
 */
for (const meter of document.querySelectorAll<HTMLElement>("[data-password-meter]")) {
  const input = document.getElementById(meter.dataset["passwordMeter"] ?? "")
  const track = meter.querySelector<HTMLElement>("[role=meter]")
  const bar = meter.querySelector<HTMLElement>(".strength-bar")
  const text = meter.querySelector<HTMLElement>("[data-template]")
  if (!(input instanceof HTMLInputElement) || !track || !bar || !text) continue
  const levels = (meter.dataset["levels"] ?? "").split("|")
  const ownerName = meter.dataset["owner"]
  const owner = ownerName ? { userId: ownerName, email: ownerName } : undefined
  const show = () => {
    const level = passwordStrengthLevel(input.value, passwordCheck, owner)
    const words = levels[level] ?? ""
    track.setAttribute("aria-valuenow", String(level))
    track.setAttribute("aria-valuetext", words)
    bar.dataset["level"] = String(level)
    text.textContent = (text.dataset["template"] ?? "").replace("{level}", words)
  }
  input.addEventListener("input", show)
  show()
  meter.hidden = false
}
