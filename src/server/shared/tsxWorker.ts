import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"

/** The server runs its TypeScript through tsx, and so do its worker threads, however the server was started. */
export const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
