import { presentDuring } from "../shared/dates"
import type { Listing } from "../../db/corrections/correctionsRepository"

/**
 * The listing an added operator gets: from the earliest chosen term's start; it ends with the latest
 * chosen term's end when that term is over, and stays open otherwise.
 */
export const listingForTerms = (
  terms: ReadonlyArray<{ readonly termStartDate: string; readonly termEndDate: string }>,
  today: string
): Listing => {
  const starts = terms.map((t) => t.termStartDate).sort()
  const ends = terms.map((t) => t.termEndDate).sort()
  const latestEnd = ends[ends.length - 1]!
  return { dateAdded: starts[0]!, dateDeleted: latestEnd < today ? latestEnd : null }
}

/**
 * One rule for every term, active, ended or cancelled: the driver is already an operator when one of
 * their listings on the policy shares a day with the listing the addition would make.
 */
export const alreadyListed = (listings: ReadonlyArray<Listing>, added: Listing) =>
  listings.some((l) => presentDuring(l.dateAdded, l.dateDeleted, added.dateAdded, added.dateDeleted ?? "9999-12-31"))
