-- Registration marks are matched without spaces or case (ADR "registration marks match without spaces"):
-- tickets issued before the rule kept the issuer's spacing ('AB 1234'), which no look-up would find now.
UPDATE "tickets" SET "vehicle_no" = upper(regexp_replace("vehicle_no", '\s', '', 'g'))
WHERE "vehicle_no" <> upper(regexp_replace("vehicle_no", '\s', '', 'g'));
