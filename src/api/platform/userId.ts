/** The sign-in User ID: an e-mail-like pattern (document 1 section 5), at most 254 characters. */
export const userIdPattern = /^[A-Za-z0-9.À-ÿ'_-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

export const userIdMaxLength = 254

/** The sign-in screen and the contract's SignInUserId apply the same rule. */
export const isValidUserId = (userId: string): boolean => userId.length <= userIdMaxLength && userIdPattern.test(userId)
