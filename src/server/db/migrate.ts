import { Migrator } from "effect/sql"
import platform from "./migrations/0001_platform"
import driverData from "./migrations/0002_driver_data"
import vehicleReports from "./migrations/0003_vehicle_reports"
import driverSearchKeys from "./migrations/0004_driver_search_keys"
import reportSnapshotJson from "./migrations/0005_report_snapshot_json"
import vehicleReportIndexes from "./migrations/0006_vehicle_report_indexes"
import reportPdfDocuments from "./migrations/0007_report_pdf_documents"
import reportSnapshotLz4 from "./migrations/0008_report_snapshot_lz4"
import signInThrottle from "./migrations/0009_sign_in_throttle"
import dataCorrection from "./migrations/0010_data_correction"
import correctionSources from "./migrations/0011_correction_sources"
import mailDelivery from "./migrations/0012_mail_delivery"
import glossaryTerms from "./migrations/0013_glossary_terms"
import ninetyDaysSearch from "./migrations/0014_ninety_days_search"
import correctionDataOwner from "./migrations/0015_correction_data_owner"
import userAdministration from "./migrations/0016_user_administration"
import userSearchKey from "./migrations/0017_user_search_key"
import companyProfile from "./migrations/0018_company_profile"
import usageReport from "./migrations/0019_usage_report"
import userSearchScope from "./migrations/0020_user_search_scope"
import outboxSecrets from "./migrations/0021_outbox_secrets"
import userHistoryCreated from "./migrations/0022_user_history_created"
import signInMappings from "./migrations/0023_sign_in_mappings"
import clients from "./migrations/0024_clients"
import machineClientSecrets from "./migrations/0025_machine_client_secrets"
import federatedSignIn from "./migrations/0026_federated_sign_in"
import sdc from "./migrations/0027_sdc"
import reportReads from "./migrations/0028_report_reads"
import ninetyDaysReviewOrder from "./migrations/0030_ninety_days_review_order"
import ninetyDaysRequestorKey from "./migrations/0031_ninety_days_requestor_key"
import pdfsRenderedAhead from "./migrations/0032_pdfs_rendered_ahead"
import newOrganizationsInBureauScope from "./migrations/0033_new_organizations_in_bureau_scope"
import driverNameWords from "./migrations/0034_driver_name_words"
import passwordReset from "./migrations/0035_password_reset"
import sessionReauthentication from "./migrations/0038_session_reauthentication"
import sdcOneWriter from "./migrations/0039_sdc_one_writer"
import sdcStagingLookups from "./migrations/0040_sdc_staging_lookups"
import pdfAheadClaims from "./migrations/0041_pdf_ahead_claims"
import machineClientAudit from "./migrations/0042_machine_client_audit"
import reportReuse from "./migrations/0043_report_reuse"
import webhooks from "./migrations/0044_webhooks"
import accountSessions from "./migrations/0036_account_sessions"
import secondFactor from "./migrations/0037_second_factor"

const run = Migrator.make({})

/** Applies pending migrations in order; each runs once, recorded in portal_migrations. */
export const migrate = run({
  loader: Migrator.fromRecord({
    "0001_platform": platform,
    "0002_driver_data": driverData,
    "0003_vehicle_reports": vehicleReports,
    "0004_driver_search_keys": driverSearchKeys,
    "0005_report_snapshot_json": reportSnapshotJson,
    "0006_vehicle_report_indexes": vehicleReportIndexes,
    "0007_report_pdf_documents": reportPdfDocuments,
    "0008_report_snapshot_lz4": reportSnapshotLz4,
    "0009_sign_in_throttle": signInThrottle,
    "0010_data_correction": dataCorrection,
    "0011_correction_sources": correctionSources,
    "0012_mail_delivery": mailDelivery,
    "0013_glossary_terms": glossaryTerms,
    "0014_ninety_days_search": ninetyDaysSearch,
    "0015_correction_data_owner": correctionDataOwner,
    "0016_user_administration": userAdministration,
    "0017_user_search_key": userSearchKey,
    "0018_company_profile": companyProfile,
    "0019_usage_report": usageReport,
    "0020_user_search_scope": userSearchScope,
    "0021_outbox_secrets": outboxSecrets,
    "0022_user_history_created": userHistoryCreated,
    "0023_sign_in_mappings": signInMappings,
    "0024_clients": clients,
    "0025_machine_client_secrets": machineClientSecrets,
    "0026_federated_sign_in": federatedSignIn,
    "0027_sdc": sdc,
    "0028_report_reads": reportReads,
    "0030_ninety_days_review_order": ninetyDaysReviewOrder,
    "0031_ninety_days_requestor_key": ninetyDaysRequestorKey,
    "0032_pdfs_rendered_ahead": pdfsRenderedAhead,
    "0033_new_organizations_in_bureau_scope": newOrganizationsInBureauScope,
    "0034_driver_name_words": driverNameWords,
    "0035_password_reset": passwordReset,
    "0036_account_sessions": accountSessions,
    "0037_second_factor": secondFactor,
    "0038_session_reauthentication": sessionReauthentication,
    "0039_sdc_one_writer": sdcOneWriter,
    "0040_sdc_staging_lookups": sdcStagingLookups,
    "0041_pdf_ahead_claims": pdfAheadClaims,
    "0042_machine_client_audit": machineClientAudit,
    "0043_report_reuse": reportReuse,
    "0044_webhooks": webhooks
  }),
  table: "portal_migrations"
})
