#!/bin/sh
# A company's administrator sets its endpoint for events, sends a test event and reads the delivery
# log (docs/api.md, "Corrections pushed"). The endpoint is a person's to set (companyAdministration):
# ADMIN_TOKEN is an access token of the company's administrator; a system's token is refused (403),
# and may only read the log. On the screens: Settings, event notifications.
# Run it from the project folder against `npm start`: ADMIN_TOKEN=... sh examples/webhook-endpoint.sh
# tests/api/examples.test.ts runs it against the demo world, and checks that docs/api.md shows it as is.
set -eu

PORTAL=${PORTAL:-http://localhost:8080}
RECEIVER=${RECEIVER:-https://events.northwind.example/portal}
AUTH="Authorization: Bearer $ADMIN_TOKEN"

# 1. The administrator's own company (organizationId and reportingCompanyId of their profile).
curl -sS --fail-with-body -H "$AUTH" "$PORTAL/api/Users/GetUserConnected" > me.json
ORG=$(sed -E 's/.*"organizationId":([0-9]+).*/\1/' me.json)
COMPANY=$(sed -E 's/.*"reportingCompanyId":([0-9]+).*/\1/' me.json)

# 2. Set the endpoint: an https address and the events it is sent. The first save answers the
#    signing secret (whsec_...) once: keep it where the receiver reads it.
curl -sS --fail-with-body -X PUT -H "$AUTH" -H 'content-type: application/json' \
  -d "{\"organizationId\":$ORG,\"reportingCompanyId\":$COMPANY,\"url\":\"$RECEIVER\",\"eventTypes\":[\"report.corrected\",\"sdcFile.completed\"]}" \
  "$PORTAL/api/webhooks/endpoint" > endpoint.json
SECRET=$(sed -E 's/.*"secret":"?([^",}]*)"?.*/\1/' endpoint.json)

# 3. A test event: queued at once (202), tried in the background, retried while the receiver fails.
curl -sS --fail-with-body -X POST -H "$AUTH" -H 'content-type: application/json' \
  -d "{\"organizationId\":$ORG,\"reportingCompanyId\":$COMPANY}" "$PORTAL/api/webhooks/endpoint/test" > test-event.json

# 4. The delivery log, newest first: each delivery's status, next try and every try.
curl -sS --fail-with-body -H "$AUTH" \
  "$PORTAL/api/webhooks/deliveries?organizationId=$ORG&reportingCompanyId=$COMPANY&pageNumber=1&pageSize=20" > deliveries.json
echo "Endpoint set for $RECEIVER; secret: $SECRET; the log is in deliveries.json"
