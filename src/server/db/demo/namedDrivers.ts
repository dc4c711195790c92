// The demo world moved to src/server/demo; this name stays until the SDC bench imports it from there.
export * from "../../demo/namedDrivers"
