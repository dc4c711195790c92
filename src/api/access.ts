import { Context } from "effect"
import { OpenApi } from "effect/http-api"
import { FunctionId, functionNameById, type FunctionIdValue } from "./functions"

/**
 * Who may call an endpoint (document 1 section 6). The server's authorization middleware enforces
 * it, the OpenAPI description states it, and the matrix test walks every endpoint with it.
 */
export type Access =
  /** Anyone, before signing in. */
  | { readonly _tag: "Public" }
  /** No bearer token: the unguessable, short-lived link in the path is the credential. */
  | { readonly _tag: "Link" }
  /**
   * Any signed-in user with an enabled account; `scoped`: only the caller's own organizations;
   * `machineClients`: a carrier's system too, as the account its client id maps to.
   */
  | { readonly _tag: "SignedIn"; readonly scoped: boolean; readonly machineClients?: boolean }
  /**
   * A signed-in user holding at least one of the functions; `scoped`: only data of companies held for
   * them; `bureauStaff`: and only bureau staff (isIbc), whatever companies the others hold it for.
   */
  | {
      readonly _tag: "Functions"
      readonly anyOf: ReadonlyArray<FunctionIdValue>
      readonly scoped: boolean
      readonly bureauStaff?: boolean
      /**
       * A carrier's system may call it too, with an access token of the client-credentials grant, as
       * the account its client id maps to (settings tab 2); every other operation refuses such a token.
       */
      readonly machineClients?: boolean
    }
  /** A signed-in user holding the function the path names (the lists of companies held for a function). */
  | { readonly _tag: "FunctionInPath"; readonly param: string }

export class EndpointAccess extends Context.Service<EndpointAccess, Access>()("portal/EndpointAccess") {}

const functionNames = (ids: ReadonlyArray<FunctionIdValue>) =>
  ids.map((id) => `${functionNameById(id) ?? "unknown"} (${id})`).join(" or ")

const machineClientsLine =
  "Machine clients: a carrier's system may call it with an access token of the client-credentials grant, as the account its client id maps to, with that account's functions and companies."

/** Whether a machine client (client credentials) may call the endpoint. */
export const allowsMachineClients = (access: Access): boolean =>
  (access._tag === "Functions" || access._tag === "SignedIn") && access.machineClients === true

export const describeAccess = (access: Access): string => {
  switch (access._tag) {
    case "Public":
      return "Public: no sign-in needed."
    case "Link":
      return "No bearer token: the short-lived link is the credential."
    case "SignedIn":
      return `${
        access.scoped
          ? "Any signed-in user, for the organizations assigned to them."
          : "Any signed-in user with an enabled account."
      }${access.machineClients ? ` ${machineClientsLine}` : ""}`
    case "Functions":
      if (access.bureauStaff)
        return `Bureau staff holding the function ${functionNames(access.anyOf)}. Others holding it: 403 NOT_ALLOWED_TO_MANAGE; otherwise 403 FUNCTION_NOT_ALLOWED.`
      return `Signed-in users holding the function ${functionNames(access.anyOf)}${
        access.scoped ? ", for the companies they hold it for; another company's data answers as missing" : ""
      }. Otherwise 403 FUNCTION_NOT_ALLOWED.${access.machineClients ? ` ${machineClientsLine}` : ""}`
    case "FunctionInPath":
      return `Signed-in users holding the function named by {${access.param}}. Otherwise 403 FUNCTION_NOT_ALLOWED.`
  }
}

/** The annotation set of an endpoint: the access itself and its line in the OpenAPI operation. */
const declare = (access: Access) =>
  Context.make(EndpointAccess, access).pipe(
    Context.add(OpenApi.Transform, (operation: Record<string, unknown>) => ({
      ...operation,
      description: [operation.description, `Access: ${describeAccess(access)}`].filter(Boolean).join("\n\n"),
      "x-access": access,
      ...(allowsMachineClients(access) ? { "x-machine-clients": true } : {})
    }))
  )

/** Use with `endpoint.annotateMerge(...)`. */
export const access = {
  public: declare({ _tag: "Public" }),
  link: declare({ _tag: "Link" }),
  signedIn: declare({ _tag: "SignedIn", scoped: false }),
  assignedOrganizations: declare({ _tag: "SignedIn", scoped: true }),
  functions: (...anyOf: ReadonlyArray<FunctionIdValue>) => declare({ _tag: "Functions", anyOf, scoped: false }),
  companyFunctions: (...anyOf: ReadonlyArray<FunctionIdValue>) => declare({ _tag: "Functions", anyOf, scoped: true }),
  bureauFunctions: (...anyOf: ReadonlyArray<FunctionIdValue>) =>
    declare({ _tag: "Functions", anyOf, scoped: false, bureauStaff: true }),
  functionInPath: (param: string) => declare({ _tag: "FunctionInPath", param }),
  /** As signedIn, functions and companyFunctions, open to machine clients too. */
  machineClients: {
    signedIn: declare({ _tag: "SignedIn", scoped: false, machineClients: true }),
    functions: (...anyOf: ReadonlyArray<FunctionIdValue>) =>
      declare({ _tag: "Functions", anyOf, scoped: false, machineClients: true }),
    companyFunctions: (...anyOf: ReadonlyArray<FunctionIdValue>) =>
      declare({ _tag: "Functions", anyOf, scoped: true, machineClients: true })
  }
} as const

/**
 * An operation's OpenAPI summary and description with who may call it, in one set of annotations:
 * `endpoint.annotateMerge(operation(access.signedIn, { summary, description }))`. The access line
 * is added to the description.
 */
export const operation = <I>(
  rule: Context.Context<I>,
  text: { readonly summary: string; readonly description: string }
): Context.Context<I> => Context.merge(OpenApi.annotations(text), rule)

export const endpointAccess = (annotations: Context.Context<never>): Access | undefined =>
  Context.getOrUndefined(annotations, EndpointAccess)

/** Every function id, for checks that a declared id is one of document 1 section 3. */
export const knownFunctionIds: ReadonlySet<number> = new Set(Object.values(FunctionId))
