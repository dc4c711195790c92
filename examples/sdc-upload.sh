#!/bin/sh
# A carrier's system sends an SDC file (docs/sdc-format.md).
# Run it from the project folder against `npm start`: sh examples/sdc-upload.sh
# tests/api/examples.test.ts runs it against the demo world, and checks that docs/sdc-format.md shows it as is.
set -eu

PORTAL=${PORTAL:-http://localhost:8080}
FILE=${FILE:-docs/sdc-samples/northwind-general-accepted.csv}

# 1. An access token for Northwind's underwriting system (client-credentials grant, as in docs/api.md).
curl -sS --fail-with-body -u northwind-underwriting:northwind-demo-client-secret \
  -d grant_type=client_credentials -d resource=$PORTAL/api $PORTAL/oidc/token > token.json
TOKEN=$(sed -E 's/.*"access_token":"([^"]+)".*/\1/' token.json)

# 2. Send the file for Northwind General - Ontario (reportingCompanyId=1) as a file of all records
#    (fileTypeId=1). The answer is the file as the SDC report lists it: Accepted or Rejected, rows,
#    error count and its first errors.
curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" -H 'content-type: text/csv' \
  --data-binary "@$FILE" \
  "$PORTAL/api/Sdc/Upload?fileName=$(basename "$FILE")&fileTypeId=1&reportingCompanyId=1" > upload.json
cat upload.json; echo

# 3. Its error report, in French (lang=en for English): empty but for its header when it was accepted.
ID=$(sed -E 's/.*"file":\{"id":([0-9]+).*/\1/' upload.json)
curl -sS --fail-with-body -H "Authorization: Bearer $TOKEN" "$PORTAL/api/Sdc/GetSdcErrorReport/$ID?lang=fr"
