// Moved to src/views/shared with the other hooks; this name stays until the paged search screen and its columns import it from there.
export * from "../shared/useNamespace"
