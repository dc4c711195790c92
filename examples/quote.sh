#!/bin/sh
# A rating system orders the reports of a quote's drivers in one call (docs/api.md, "A quote's drivers in one call").
# Run it from the project folder against `npm start`: sh examples/quote.sh
# tests/api/examples.test.ts runs it against the demo world, and checks that docs/api.md shows it as is.
set -eu

PORTAL=${PORTAL:-http://localhost:8080}

# 1. An access token, as in examples/driver-report.sh.
curl -sS --fail-with-body -u northwind-underwriting:northwind-demo-client-secret \
  -d grant_type=client_credentials -d resource=$PORTAL/api $PORTAL/oidc/token > token.json
TOKEN=$(sed -E 's/.*"access_token":"([^"]+)".*/\1/' token.json)

# 2. The quote's three drivers: two by licence and jurisdiction, one by the search's criteria (here the
#    policy she holds, with its company), which must match exactly one driver. The comment is each
#    report's reference number.
curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d '{"drivers":[{"jurisdictionCode":"ON","driverLicenceNumber":"W90012345670001"},
                  {"jurisdictionCode":"QC","driverLicenceNumber":"G900123456701"},
                  {"policyNumber":"NWD9000000061","policyReportingCompanyCode":"NWD-GEN"}],
       "comment":"Q-2026-0042","driverReportOption":null}' \
  "$PORTAL/api/DriverReports/GenerateQuoteReports?ianaTimezone=America/Toronto" > quote.json

# 3. One answer per driver, in the order given: "report" with its id, or "refused" with its error.
grep -o '"outcome":"[a-z]*"' quote.json
echo "Quote: quote.json"
