import { beforeAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { day, sdcCsv, unique, upload, type SdcRecord, managerOfNwdGen } from "./support/sdcFiles"

const portal = usePortal()
let token = ""
let nwdGen = 0

beforeAll(async () => {
  ;({ token, nwdGen } = await managerOfNwdGen(portal))
})

/** A file adding policy `policy` effective 2024-01-01 under `holder`, with one operator (a new driver). */
const addingTerm = (policy: string, holder: string, licence: string): ReadonlyArray<SdcRecord> => [
  {
    transaction: "A",
    record: "POLICY",
    company: "NWD-GEN",
    policy_number: policy,
    effective_date: "2024-01-01",
    expiry_date: "2025-01-01",
    policy_status: "ACT",
    holder_name: holder,
    holder_address: "1 Probe Street, Toronto ON"
  },
  {
    transaction: "A",
    record: "OPERATOR",
    company: "NWD-GEN",
    policy_number: policy,
    licence_number: licence,
    jurisdiction: "ON",
    driver_name: `${holder} Driver`,
    driver_address: "1 Probe Street, Toronto ON",
    date_of_birth: "1985-04-12",
    gender: "F",
    relationship: "SELF",
    date_added: day(-100)
  }
]

const count = async (query: string, value: string) =>
  (await portal.sql((sql) => sql.unsafe<{ count: number }>(query, [value])))[0]!.count

describe("two files of one company sent at the same moment", () => {
  it("add the same policy term: exactly one is accepted, the other is rejected whole with RECORD_EXISTS on its line", async () => {
    for (let pair = 0; pair < 8; pair++) {
      const tag = unique()
      const policy = `X-K${tag}`
      const [probe, other] = await Promise.all([
        upload(portal, sdcCsv(addingTerm(policy, "Probe Holder", `LP${tag}`)), { token, reportingCompanyId: nwdGen }),
        upload(portal, sdcCsv(addingTerm(policy, "Other Holder", `LO${tag}`)), { token, reportingCompanyId: nwdGen })
      ])
      const answers = [probe, other].map((answer) => {
        expect(answer.status, answer.text).toBe(200)
        return answer.json()
      })
      expect(answers.map((a) => a.file.status.code).sort(), `pair ${pair}`).toEqual(["ACCEPTED", "REJECTED"])
      const rejected = answers.find((a) => a.file.status.code === "REJECTED")!
      expect(rejected.errors.map((e) => [e.line, e.column, e.reason])).toContainEqual([2, "effective_date", "RECORD_EXISTS"])
      // The rejected file changed nothing: one term, one operator, and the loser's driver never added.
      const terms = `SELECT count(*)::int AS count FROM policy_term t JOIN policy p ON p.id = t.policy_id WHERE p.policy_number = $1`
      expect(await count(terms, policy)).toBe(1)
      const operators = `SELECT count(*)::int AS count FROM policy_operator o JOIN policy p ON p.id = o.policy_id WHERE p.policy_number = $1`
      expect(await count(operators, policy)).toBe(1)
      const loser = rejected === answers[0] ? `LP${tag}` : `LO${tag}`
      expect(await count(`SELECT count(*)::int AS count FROM driver WHERE licence_number = $1`, loser)).toBe(0)
    }
  })

  it("a policy term can be held only once, whatever writes it", async () => {
    const tag = unique()
    const answer = await upload(portal, sdcCsv(addingTerm(`X-U${tag}`, "Probe Holder", `LU${tag}`)), {
      token,
      reportingCompanyId: nwdGen
    })
    expect(answer.json().file.status.code, answer.text).toBe("ACCEPTED")
    const copy = portal.sql((sql) =>
      sql.unsafe(
        `INSERT INTO policy_term (policy_id, effective_date, expiry_date, status_id, is_cancelled)
         SELECT policy_id, effective_date, expiry_date, status_id, is_cancelled FROM policy_term t
         JOIN policy p ON p.id = t.policy_id WHERE p.policy_number = $1`,
        [`X-U${tag}`]
      )
    )
    await expect(copy).rejects.toThrow()
  })
})
