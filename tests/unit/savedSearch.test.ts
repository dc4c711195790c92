import { describe, expect, it } from "vitest"
import { forgetSavedSearches, savedSearch } from "../../src/services/shared/savedSearch"

describe("a search kept while a report is open", () => {
  const kept = savedSearch("test.search", 1)

  it("is read back by the user who kept it, and by nobody else", () => {
    kept.save(7, { page: 2 })
    expect(kept.read(7)).toEqual({ page: 2 })
    expect(kept.read(8)).toBeUndefined()
  })

  it("is dropped when kept by an older shape of the screen", () => {
    kept.save(7, { page: 2 })
    expect(savedSearch("test.search", 2).read(7)).toBeUndefined()
  })

  it("is forgotten at sign-out", () => {
    kept.save(7, { page: 3 })
    forgetSavedSearches()
    expect(kept.read(7)).toBeUndefined()
  })
})
