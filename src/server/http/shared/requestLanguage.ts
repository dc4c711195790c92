// The request's language moved to src/server/shared, below the identity provider that reads it too.
export * from "../../shared/requestLanguage"
