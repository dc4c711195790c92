import { describe, expect, it } from "vitest"
import {
  readSearchWithAdvanced,
  rememberSearchWithAdvanced,
  resetSearchWithAdvanced
} from "../../src/services/shared/searchWithAdvanced"

/** A cookie jar that behaves like document.cookie for one path: each write sets or removes one cookie. */
const jar = () => {
  const cookies = new Map<string, string>([["lang", "fr"]])
  return {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ")
    },
    set cookie(written: string) {
      const [pair, ...attributes] = written.split(";").map((part) => part.trim())
      const [name, value] = pair!.split("=") as [string, string]
      if (attributes.includes("max-age=0")) cookies.delete(name)
      else cookies.set(name, value)
    }
  }
}

describe("search-with-advanced cookie", () => {
  it("is off until a search is made with the advanced section", () => {
    expect(readSearchWithAdvanced(jar())).toBe(false)
  })

  it("remembers the last search, with or without the advanced section", () => {
    const cookies = jar()
    rememberSearchWithAdvanced(true, cookies)
    expect(readSearchWithAdvanced(cookies)).toBe(true)
    expect(cookies.cookie).toContain("lang=fr")
    rememberSearchWithAdvanced(false, cookies)
    expect(readSearchWithAdvanced(cookies)).toBe(false)
  })

  it("is reset at sign-out, leaving other cookies", () => {
    const cookies = jar()
    rememberSearchWithAdvanced(true, cookies)
    resetSearchWithAdvanced(cookies)
    expect(readSearchWithAdvanced(cookies)).toBe(false)
    expect(cookies.cookie).toBe("lang=fr")
  })
})
