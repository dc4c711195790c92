import type { ChangePasswordPayload } from "../../api/users/schemas"
import { callApi } from "../api/portalClient"

/** POST /Users/ChangeMyPassword: the signed-in user's own password (bureau credentials). */
export const changeMyPassword = (payload: ChangePasswordPayload) => callApi((api) => api.password.changeMyPassword({ payload }))
