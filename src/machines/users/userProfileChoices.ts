import { failureNotice } from "../shared/formEdit"
import { choicesQuery, type UserProfileContext, type UserProfileEvent } from "./userProfile"
import {
  withAssignedOrganizations,
  withCompany,
  withFunctionCompanyToggled,
  withFunctionToggled,
  withOrganization,
  type ProfileForm
} from "./userProfileForm"
import { userProfileSetup } from "./userProfileSetup"

type FunctionEvent = Extract<UserProfileEvent, { type: "FUNCTION_TOGGLED" | "FUNCTION_COMPANY_TOGGLED" }>

interface FormChange {
  readonly form: ProfileForm
  readonly fields: ReadonlyArray<string>
}

/**
 * A change to a granted function: the driver report's also changes which companies' report options
 * are offered, so the lists load again; any other function's changes the form only.
 */
const functionChanged = <E extends FunctionEvent>(change: (context: UserProfileContext, event: E) => FormChange) =>
  [
    {
      guard: { type: "isDriverReport", params: ({ event }: { event: E }) => event.functionId },
      target: ".loading",
      actions: {
        type: "assignForm",
        params: ({ context, event }: { context: UserProfileContext; event: E }) => {
          const { form, fields } = change(context, event)
          return { form, fields: [...fields, "driverReportOptions"] }
        }
      }
    },
    {
      actions: {
        type: "assignForm",
        params: ({ context, event }: { context: UserProfileContext; event: E }) => change(context, event)
      }
    }
  ] as const

/**
 * The lists that follow the employer organization and company and the driver report's companies
 * (document 2 section 4), a region of the profile's editing. A change restarts the load (the region's
 * own transitions exit its child, not the other region); the employer's only company is preselected.
 */
export const choicesRegion = userProfileSetup.createStateConfig({
  initial: "loading",
  on: {
    ORGANIZATION_CHANGED: {
      target: ".loading",
      actions: {
        type: "assignForm",
        params: ({ context, event }) => ({
          form: withOrganization(context.form, event.id),
          fields: ["organizationId", "reportingCompanyId", "unitId"]
        })
      }
    },
    COMPANY_CHANGED: {
      target: ".loading",
      actions: {
        type: "assignForm",
        params: ({ context, event }) => ({ form: withCompany(context.form, event.id), fields: ["reportingCompanyId", "unitId"] })
      }
    },
    ASSIGNED_CHANGED: {
      target: ".loading",
      actions: {
        type: "assignForm",
        params: ({ context, event }) => ({
          form: withAssignedOrganizations(context.form, event.ids, context.choices.options),
          fields: ["assignedOrganizationsIds", "functions", "driverReportOptions"]
        })
      }
    },
    FUNCTION_TOGGLED: functionChanged<Extract<FunctionEvent, { type: "FUNCTION_TOGGLED" }>>((context, event) => ({
      form: withFunctionToggled(context.form, event.functionId),
      fields: ["functions", `functions.${event.functionId}`]
    })),
    FUNCTION_COMPANY_TOGGLED: functionChanged<Extract<FunctionEvent, { type: "FUNCTION_COMPANY_TOGGLED" }>>((context, event) => ({
      form: withFunctionCompanyToggled(context.form, event.functionId, event.company),
      fields: [`functions.${event.functionId}`]
    })),
    COPY_APPLIED: { target: ".loading" }
  },
  states: {
    loading: {
      tags: ["loadingChoices"],
      invoke: {
        id: "loadChoices",
        src: "loadChoices",
        input: ({ context }) => choicesQuery(context),
        onDone: [
          {
            guard: { type: "hasSingleCompany", params: ({ event }) => event.output },
            target: "loading",
            reenter: true,
            actions: [{ type: "assignChoices", params: ({ event }) => event.output }, "assignSingleCompany"]
          },
          { target: "ready", actions: { type: "assignChoices", params: ({ event }) => event.output } }
        ],
        onError: { target: "ready", actions: { type: "notifyFailure", params: failureNotice } }
      }
    },
    ready: {}
  }
})
