#!/bin/sh
# The same report is not bought twice, and a retried call is answered once (docs/api.md, "The same report is not bought twice").
# Run it from the project folder against `npm start`: sh examples/report-reuse.sh
# tests/api/examples.test.ts runs it against the demo world, and checks that docs/api.md shows it as is.
set -eu

PORTAL=${PORTAL:-http://localhost:8080}

# 1. An access token, as in examples/driver-report.sh.
curl -sS --fail-with-body -u northwind-underwriting:northwind-demo-client-secret \
  -d grant_type=client_credentials -d resource=$PORTAL/api $PORTAL/oidc/token > token.json
TOKEN=$(sed -E 's/.*"access_token":"([^"]+)".*/\1/' token.json)

# 2. Two generations of the same driver's report, the second as a retry after a cut would send it: the
#    same Idempotency-Key (a new UUID for each new request), the same body. One report is made and
#    counted; the retry answers it again, byte for byte.
KEY=$(cat /proc/sys/kernel/random/uuid 2>/dev/null || uuidgen)
BODY='{"jurisdictionCode":"ON","driverLicenceNumber":"S90012345670003","comment":"Q-REUSE-1","driverReportOption":null}'
for TRY in first retry; do
  curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    -H "Idempotency-Key: $KEY" -d "$BODY" \
    "$PORTAL/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto" > $TRY.json
done
cmp first.json retry.json && echo "Retry answered as the first call: $(sed -E 's/^\{"id":([0-9]+).*/\1/' first.json)"

# 3. The same report asked again without a key, the same day: the stored report, "reused":true, with
#    nothing new stored or counted. "fresh":true asks for a new report anyway.
curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d "$BODY" "$PORTAL/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto" | grep -o '"reused":true'
curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d "$(echo "$BODY" | sed 's/}$/,"fresh":true}/')" \
  "$PORTAL/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto" > fresh.json
echo "Fresh report: $(sed -E 's/^\{"id":([0-9]+).*/\1/' fresh.json)"
