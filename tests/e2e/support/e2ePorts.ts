/** E2E_PORT and E2E_DATA_DIR let two runs share a machine; the mail server and folder follow them. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8091)
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "./data-e2e"
export const e2eSmtpPort = e2ePort + 1000
export const e2eMailDir = `${e2eDataDir.replace(/\/$/, "")}-mail`
/** A second portal with the second factor on (tests/e2e/secondFactor.spec.ts), its own port and folder, the same mail server. */
export const e2eSecondFactorPort = e2ePort + 10
export const e2eSecondFactorDataDir = `${e2eDataDir.replace(/\/$/, "")}-second-factor`
