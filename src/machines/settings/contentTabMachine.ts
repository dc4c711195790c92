import { assign, setup } from "xstate"
import type { Language } from "../../api/platform/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { browserTimeZone } from "../../services/clock"
import { awaits, given } from "../shared/effectActor"
import { refusedFields, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import { saveGuards, saveRefusals } from "../shared/formEdit"
import { failureNoticeAction, loadThenShow } from "../shared/loadStep"
import {
  contentFieldOf,
  contentIssues,
  type ContentField,
  type ContentFieldIssue,
  type ContentForm,
  type ContentKind,
  type ContentLoad,
  type ContentSave
} from "./contentTab"

export interface ContentTabInput {
  readonly kind: ContentKind
  /** The contact-us text edited first: the portal's language. */
  readonly lang: Language
  /** The zone the system message's dates are typed in; the browser's unless given. */
  readonly timeZone?: string
}

/** What the tab holds of one language's contact-us text while it is edited. */
export interface ContentDraft {
  readonly form: ContentForm
  /** The form as last loaded or saved. */
  readonly saved: ContentForm
  /** The shared rules' messages show once Save was pressed. */
  readonly submitted: boolean
  /** The server's refusals at their fields, until the field changes. */
  readonly serverIssues: ReadonlyArray<ServerIssue<ContentField>>
}

export interface ContentTabContext extends ContentTabInput, ContentDraft {
  readonly timeZone: string
  /** The contact-us text of the other language, typed and not saved: kept until it is saved or the page left. */
  readonly drafts: Partial<Record<Language, ContentDraft>>
}

export type ContentTabEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: ContentField; readonly value: string }
  | { readonly type: "LANGUAGE_CHANGED"; readonly lang: Language }
  | { readonly type: "SAVE" }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }
  | { readonly type: "RETRY" }

export type ContentTabTag = "loading" | "loadFailed" | "busy" | "confirming"

/** The messages the tab shows at its fields. */
export const contentTabIssues = (context: ContentTabContext): ReadonlyArray<ContentFieldIssue> => [
  ...(context.submitted ? contentIssues(context.kind, context.form, context.timeZone) : []),
  ...context.serverIssues
]

/** Whether the form differs from what was loaded or saved: Save is offered only then. */
export const isChanged = (context: Pick<ContentTabContext, "form" | "saved">): boolean =>
  (Object.keys(context.form) as Array<ContentField>).some((field) => context.form[field] !== context.saved[field])

/** The languages whose contact-us text has changes kept while another language is shown. */
export const unsavedLanguages = (context: Pick<ContentTabContext, "drafts">): ReadonlyArray<Language> =>
  (["en", "fr"] as const).filter((lang) => context.drafts[lang] !== undefined)

const withoutLanguage = (drafts: Partial<Record<Language, ContentDraft>>, lang: Language) =>
  Object.fromEntries(Object.entries(drafts).filter(([other]) => other !== lang)) as Partial<Record<Language, ContentDraft>>

/** Leaving a language keeps its text if it was changed; a text left unchanged is loaded afresh next time. */
const keepDraft = (context: ContentTabContext): Partial<Record<Language, ContentDraft>> => {
  const others = withoutLanguage(context.drafts, context.lang)
  if (!isChanged(context)) return others
  const { form, saved, submitted, serverIssues } = context
  return { ...others, [context.lang]: { form, saved, submitted, serverIssues } }
}

const load = ({ context }: { readonly context: ContentTabContext }): ContentLoad => ({
  kind: context.kind,
  lang: context.lang,
  timeZone: context.timeZone
})

/**
 * One content tab of the settings (document 2 sections 2, 5 and 7): the contact-us text of the language
 * chosen, the terms of service in both languages (publishing asks first, since every user must accept
 * them again), or the system message with its dates. Save checks the shared rules first and says
 * 'not saved' with the messages at the fields; the server's field refusals show at theirs.
 */
export const contentTabMachine = setup({
  types: {
    input: {} as ContentTabInput,
    context: {} as ContentTabContext,
    events: {} as ContentTabEvent,
    tags: {} as ContentTabTag
  },
  actors: {
    /** GET /contactUs?lang, /TermsOfService or /SystemMessage. */
    load: awaits<ContentForm, ContentLoad>("load"),
    /** PUT /contactUs?lang, /TermsOfService or /SystemMessage. */
    save: awaits<ContentForm, ContentSave>("save")
  },
  actions: {
    notifySaved: given<{ kind: ContentKind }>("notifySaved"),
    notifyNotSaved: given("notifyNotSaved"),
    ...failureNoticeAction,
    assignLoaded: assign((_, form: ContentForm) => ({ form, saved: form, submitted: false, serverIssues: [] })),
    assignField: assign(({ context }, { field, value }: { field: ContentField; value: string }) => ({
      form: { ...context.form, [field]: value },
      serverIssues: withoutFields(context.serverIssues, [field])
    })),
    /** Another language: what was typed in this one is kept, to be found again on coming back. */
    assignLanguage: assign(({ context }, lang: Language) => ({ lang, drafts: keepDraft(context) })),
    /** Back to a language with changes kept: they are the form again. */
    restoreDraft: assign(({ context }, lang: Language) => {
      const drafts = keepDraft(context)
      return { lang, drafts: withoutLanguage(drafts, lang), ...drafts[lang]! }
    }),
    assignSubmitted: assign({ submitted: true }),
    assignServerIssues: assign(({ context }, failure: PortalFailure) => ({
      serverIssues: refusedFields(failure, contentFieldOf(context.kind)) ?? []
    }))
  },
  guards: {
    formInvalid: ({ context }) => contentIssues(context.kind, context.form, context.timeZone).length > 0,
    asksFirst: ({ context }) => context.kind === "termsOfService",
    otherLanguage: ({ context }, lang: Language) => context.kind === "contactUs" && lang !== context.lang,
    hasDraft: ({ context }, lang: Language) =>
      context.kind === "contactUs" && lang !== context.lang && context.drafts[lang] !== undefined,
    ...saveGuards((context: ContentTabContext) => contentFieldOf(context.kind))
  }
}).createMachine({
  id: "contentTab",
  context: ({ input }) => ({
    ...input,
    timeZone: input.timeZone ?? browserTimeZone(),
    form: {},
    saved: {},
    submitted: false,
    serverIssues: [],
    drafts: {}
  }),
  initial: "loading",
  states: {
    ...loadThenShow({ src: "load", input: load, assign: "assignLoaded", then: "editing" }),
    editing: {
      on: {
        FIELD_CHANGED: { actions: { type: "assignField", params: ({ event }) => event } },
        /**
         * The contact-us text of the other language: what was typed here and not saved is kept (each language
         * is saved on its own), and that language's own unsaved text comes back rather than being loaded again.
         */
        LANGUAGE_CHANGED: [
          {
            guard: { type: "hasDraft", params: ({ event }) => event.lang },
            actions: { type: "restoreDraft", params: ({ event }) => event.lang }
          },
          {
            guard: { type: "otherLanguage", params: ({ event }) => event.lang },
            target: "loading",
            actions: { type: "assignLanguage", params: ({ event }) => event.lang }
          }
        ],
        SAVE: [
          { guard: "formInvalid", actions: ["assignSubmitted", "notifyNotSaved"] },
          { guard: "asksFirst", target: "confirming", actions: "assignSubmitted" },
          { target: "saving", actions: "assignSubmitted" }
        ]
      }
    },
    /** Publishing the terms of service asks every user to accept them again: the tab asks first. */
    confirming: {
      tags: ["confirming"],
      on: {
        CONFIRM: "saving",
        CANCEL: "editing"
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ ...load({ context }), form: context.form }),
        onDone: {
          target: "editing",
          actions: [
            { type: "assignLoaded", params: ({ event }) => event.output },
            { type: "notifySaved", params: ({ context }) => ({ kind: context.kind }) }
          ]
        },
        onError: saveRefusals({ back: "editing" })
      }
    }
  }
})
