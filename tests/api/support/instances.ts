/**
 * Portal instances as separate processes on one database, behind one address that sends each request
 * to the next instance in turn (round robin), as a load balancer does. The two-instance api test and
 * the load bench both use them.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto"
import { Agent, createServer, request, type Server } from "node:http"

export interface Instance {
  readonly name: string
  readonly baseUrl: string
  readonly child: ChildProcess
  output: string
}

/**
 * What every instance shares so that any of them serves what another began: the database, the
 * signing keys, the cookie keys and the public address (the proxy's).
 */
export const sharedSettings = (databaseUrl: string, publicUrl: string): Record<string, string> => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" }
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: "memory://",
    PUBLIC_URL: publicUrl,
    OIDC_JWKS: JSON.stringify({ keys: [jwk] }),
    OIDC_COOKIE_KEYS: randomBytes(32).toString("base64url"),
    TRUSTED_PROXIES: "127.0.0.1,::1"
  }
}

/** `node --import tsx src/server/main.ts` on its own port; the end of its output kept for when it fails. */
export const startInstance = (name: string, port: number, env: Record<string, string>): Instance => {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    // Administrators sign in with the password alone, as in the other api tests (secondFactor.test.ts has the code).
    env: { ...process.env, SECOND_FACTOR: "off", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const instance: Instance = { name, baseUrl: `http://127.0.0.1:${port}`, child, output: "" }
  const keep = (chunk: Buffer) => {
    instance.output = (instance.output + chunk.toString()).slice(-20_000)
  }
  child.stdout!.on("data", keep)
  child.stderr!.on("data", keep)
  return instance
}

export const waitUntilReady = async (instance: Instance) => {
  const deadline = Date.now() + 180_000
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`Instance ${instance.name} stopped:\n${instance.output}`)
    const ok = await fetch(`${instance.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`Instance ${instance.name} was not ready within 180 s:\n${instance.output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export const stopInstances = (instances: ReadonlyArray<Instance>) =>
  Promise.all(
    instances
      .filter((i) => i.child.exitCode === null)
      .map((i) => {
        const exited = new Promise((resolve) => i.child.once("exit", resolve))
        i.child.kill("SIGTERM")
        return exited
      })
  )

/**
 * Forwards each request to the next instance, body and headers as they came, with X-Forwarded-For
 * added as a load balancer adds it, and names the instance that served it (X-Served-By, and
 * `onForward`); connections to the instances are kept open and reused.
 */
export const startRoundRobin = async (
  targets: ReadonlyArray<Instance>,
  port: number,
  onForward: (target: Instance) => void = () => {}
): Promise<Server> => {
  // Idle connections are dropped before the instances' own 5 s, so that none is reused as it closes (a 502).
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 })
  let next = 0
  const proxy = createServer((incoming, outgoing) => {
    const instance = targets[next++ % targets.length]!
    onForward(instance)
    const target = new URL(instance.baseUrl)
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress].filter(Boolean).join(", ")
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwardedFor },
        agent
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": instance.name })
        answer.pipe(outgoing)
      }
    )
    forwarded.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(forwarded)
  })
  proxy.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve))
  return proxy
}
