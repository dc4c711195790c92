import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { layerPortal } from "./app"
import { readConfig } from "./config"
import { startupMessage } from "./startupMessage"

const config = readConfig()

const announce = Effect.sync(() => {
  console.log(startupMessage(config))
})

Layer.effectDiscard(announce).pipe(Layer.provide(layerPortal(config)), Layer.launch, NodeRuntime.runMain)
