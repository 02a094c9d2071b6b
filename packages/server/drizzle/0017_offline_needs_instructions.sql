-- Offline payment is offered only with instructions telling buyers how to pay. Events saved before
-- that rule (a new event used to start with offline payment on and no instructions) stop offering
-- it until their organiser writes them; events with instructions keep it.
UPDATE "event_settings"
SET "values" = jsonb_set(
  "values",
  '{payment_providers}',
  COALESCE(
    (SELECT jsonb_agg(provider) FROM jsonb_array_elements("values"->'payment_providers') AS provider
      WHERE provider <> '"OFFLINE"'::jsonb),
    '[]'::jsonb
  )
)
WHERE "values"->'payment_providers' @> '["OFFLINE"]'::jsonb
  AND btrim(regexp_replace(COALESCE("values"->>'offline_payment_instructions', ''), '<[^>]*>|&nbsp;', '', 'g')) = '';
