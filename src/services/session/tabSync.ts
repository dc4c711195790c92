/** What tabs tell each other about the idle timeout, so that all tabs share one state. */
export type TabSyncMessage = "activity" | "stay" | "logout"

export interface TabSync {
  readonly post: (message: TabSyncMessage) => void
  /** Calls back for messages from other tabs; returns the unsubscribe function. */
  readonly subscribe: (listener: (message: TabSyncMessage) => void) => () => void
  readonly close: () => void
}

type ChannelConstructor = new (
  name: string
) => Pick<BroadcastChannel, "postMessage" | "addEventListener" | "removeEventListener" | "close">

const messages: ReadonlyArray<unknown> = ["activity", "stay", "logout"]
const isTabSyncMessage = (value: unknown): value is TabSyncMessage => messages.includes(value)

/** A BroadcastChannel wrapper; where the browser has none, tabs simply do not sync. */
export const createTabSync = (
  channelName: string,
  Channel: ChannelConstructor | undefined = globalThis.BroadcastChannel
): TabSync => {
  if (!Channel) return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined }
  const channel = new Channel(channelName)
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: Event) => {
        const data = (event as MessageEvent).data
        if (isTabSyncMessage(data)) listener(data)
      }
      channel.addEventListener("message", onMessage)
      return () => channel.removeEventListener("message", onMessage)
    },
    close: () => channel.close()
  }
}
