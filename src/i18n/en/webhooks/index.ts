import type { BaseTranslation } from "../../i18n-types"

/** Event notifications (issue 36 point 4): a company's endpoint for events and the log of their deliveries. */
const en_webhooks = {
  title: "Event notifications",
  intro:
    "Your systems can be told at once when a report you pulled is corrected or an SDC file is finished: the portal sends each event to your company's https address, signed with a secret only you and the portal know.",
  loading: "Loading…",
  loadFailed: "The event notifications could not be loaded.",
  retry: "Try again",
  scope: {
    label: "Company",
    organization: "Organization",
    company: "Company",
    selectOrganization: "Select an organization",
    selectCompany: "Select a company",
    loadingCompanies: "Loading companies…",
    choose: "Choose the company whose event notifications you keep."
  },
  endpoint: {
    title: "Endpoint",
    none: "This company has no endpoint yet: enter its address and the events to send, then save.",
    url: "Endpoint address",
    urlHint: "An https address of your system, e.g. https://hooks.example.com/portal. At most {max:number} characters.",
    events: "Events to send",
    eventsHint: "Each event is sent as it happens; the test event is sent only when you ask for it.",
    secret: "Signing secret",
    secretHint: "Ends in …{hint:string}. Use it to check the webhook-signature header of each delivery.",
    updated: "Last changed {date:string}",
    save: "Save",
    saving: "Saving…",
    rotate: "Rotate the secret",
    rotating: "Rotating…",
    test: "Send a test event",
    testing: "Sending…",
    delete: "Delete the endpoint",
    deleting: "Deleting…"
  },
  eventTypes: {
    reportCorrected: "A report you pulled was corrected",
    sdcFileCompleted: "An SDC file was accepted or rejected",
    webhookTest: "Test event"
  },
  rotateConfirm: {
    title: "Rotate the signing secret?",
    text: "A new secret replaces the current one at once: deliveries from now on are signed with the new secret, so your receiver must be given it."
  },
  deleteConfirm: {
    title: "Delete the endpoint?",
    text: "No more events will be sent to {url:string}. Deliveries still being tried stop; the log stays."
  },
  secretShown: {
    title: "The signing secret",
    secret: "Signing secret",
    copy: "Copy the secret",
    copied: "Copied",
    once: "This secret will not be shown again. Copy it now and give it to your receiver; if it is lost, rotate the secret.",
    close: "I have copied it"
  },
  deliveries: {
    title: "Delivery log",
    /** The table's name, apart from its section's. */
    caption: "Deliveries, newest first",
    intro:
      "Every event sent to this company's endpoint, newest first. A delivery not answered with a 2xx status is tried again with growing waits for {hours:number} hours.",
    refresh: "Refresh",
    refreshing: "Refreshing…",
    empty: "No event has been sent to this company yet.",
    count: "{count:number} {{delivery|deliveries}}",
    columns: {
      eventType: "Event",
      created: "Created",
      attempts: "Tries",
      nextAttempt: "Next try",
      status: "Status"
    },
    attempt: "{time:string}: {outcome:string}",
    httpStatus: "HTTP {status:number}",
    noAnswer: "no answer ({error:string})",
    noAttempt: "Not tried yet",
    noNextAttempt: "None",
    status: {
      pending: "Being tried",
      succeeded: "Delivered",
      failed: "Failed"
    },
    pager: {
      label: "Delivery log pages",
      previous: "Previous",
      next: "Next",
      page: "Page {page:number} of {pages:number}"
    }
  },
  notices: {
    saved: "The endpoint was saved.",
    notSaved: "Not saved. Check the highlighted fields.",
    rotated: "The signing secret was rotated.",
    testSent: "A test event was sent; its delivery is in the log.",
    deleted: "The endpoint was deleted."
  },
  /** Field messages, by the issue codes of src/api/settings/webhookValidation.ts. */
  messages: {
    required: "This field is required",
    tooLong: "This value is too long",
    invalidUrl: "Enter a full address, e.g. https://hooks.example.com/portal, without a user name, password or #",
    httpsRequired: "The address must start with https://",
    localAddress: "The address must be reachable from the internet, not this machine or a private network",
    eventTypesRequired: "Choose at least one event"
  }
} satisfies BaseTranslation

export default en_webhooks
