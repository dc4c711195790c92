#!/bin/sh
# A carrier's system pulls a driver report and its PDF (docs/api.md, "With curl").
# Run it from the project folder against `npm start`: sh examples/driver-report.sh
# tests/api/examples.test.ts runs it against the demo world, and checks that docs/api.md shows it as is.
set -eu

PORTAL=${PORTAL:-http://localhost:8080}

# 1. An access token (valid for ACCESS_TOKEN_TTL_SECONDS, 10 minutes by default: ask for a new one then).
curl -sS --fail-with-body -u northwind-underwriting:northwind-demo-client-secret \
  -d grant_type=client_credentials -d resource=$PORTAL/api $PORTAL/oidc/token > token.json
TOKEN=$(sed -E 's/.*"access_token":"([^"]+)".*/\1/' token.json)

# 2. Generate Margaret Anne Wilson's driver report (Ontario licence W90012345670001).
curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d '{"jurisdictionCode":"ON","driverLicenceNumber":"W90012345670001","comment":null,"driverReportOption":null}' \
  "$PORTAL/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto" > report.json

# 3. A link to its PDF in English (lng=french for French), then the PDF itself: the link is the
#    credential for 15 minutes and needs no token.
ID=$(sed -E 's/^\{"id":([0-9]+).*/\1/' report.json)
LINK=$(curl -sS --fail-with-body -X POST -H "Authorization: Bearer $TOKEN" \
  "$PORTAL/api/DriverReports/GenerateReportPdf/$ID?lng=english" | sed -E 's/.*"link":"([^"]+)".*/\1/')
curl -sS --fail-with-body -o report.pdf "$PORTAL$LINK"
echo "Report $ID: report.json and report.pdf"
