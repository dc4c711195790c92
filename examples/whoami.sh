#!/bin/sh
# A carrier's system asks who the portal takes it for, and watches its quotas (docs/api.md, "Who am I").
# Run it from the project folder against `npm start`: sh examples/whoami.sh
# tests/api/examplesTyped.test.ts runs it against the demo world; tests/api/examples.test.ts checks that docs/api.md shows it as is.
set -eu

PORTAL=${PORTAL:-http://localhost:8080}

# 1. An access token, as in examples/driver-report.sh.
curl -sS --fail-with-body -u northwind-underwriting:northwind-demo-client-secret \
  -d grant_type=client_credentials -d resource=$PORTAL/api $PORTAL/oidc/token > token.json
TOKEN=$(sed -E 's/.*"access_token":"([^"]+)".*/\1/' token.json)

# 2. Who am I: the client id, the account it maps to, its companies, functions, driver report
#    options, SDC file types, and its limits with what remains (counts towards none of them).
curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" "$PORTAL/api/Users/WhoAmI" > whoami.json
cat whoami.json; echo

# 3. A search, counted: its RateLimit-* headers tell the tighter of the minute and day windows.
curl -sS --fail-with-body -D headers.txt -o /dev/null -H "Authorization: Bearer $TOKEN" \
  -H 'content-type: application/json' -d '{"driverLicenceNumber":"W90012345670001","jurisdictionCode":"ON"}' \
  "$PORTAL/api/DriverReports/Search"
grep -i '^ratelimit-' headers.txt
