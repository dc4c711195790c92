import type { Language } from "../../api/platform/schemas"
import { callApi } from "../api/portalClient"

/** The public content every visitor reads (document 1 section 5): system message, terms of service, contact us. */
export const getSystemMessage = callApi((api) => api.publicContent.getSystemMessage())

export const getTermsOfService = callApi((api) => api.publicContent.getTermsOfService())

export const getContactUs = (lang: Language) => callApi((api) => api.publicContent.getContactUs({ query: { lang } }))
