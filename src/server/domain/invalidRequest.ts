import { BadRequest } from "../../api/errors"

/** 400 ERROR_400_INVALID_REQUEST naming what is wrong: for rules the contract's schemas cannot state. */
export const invalidRequest = (message: string) => new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message })
