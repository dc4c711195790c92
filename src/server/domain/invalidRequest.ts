import { BadRequest } from "../../api/errors"
import type { FieldIssue } from "../../api/fieldIssues"

/** 400 ERROR_400_INVALID_REQUEST naming what is wrong: for rules the contract's schemas cannot state. */
export const invalidRequest = (message: string) => new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message })

/**
 * 400 naming each refused field and the rule it breaks (`issues`, which a form shows at its fields),
 * with `code` and a readable `message` for clients that read only those.
 */
export const invalidFields = (
  issues: ReadonlyArray<FieldIssue>,
  message: string,
  code: BadRequest["code"] = "ERROR_400_INVALID_REQUEST"
) => new BadRequest({ code, message, issues })
