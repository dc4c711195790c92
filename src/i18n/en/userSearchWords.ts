/** The words the user search and the user access report share: their user filters and result counts. */
export const en_userSearchWords = {
  userId: "User ID",
  userName: "Name",
  status: "Status",
  statuses: {
    all: "All",
    enabled: "Enabled",
    disabled: "Disabled"
  },
  results: "Users",
  noResults: "No users found.",
  count: "{count:number} {{user|users}} found"
} as const
