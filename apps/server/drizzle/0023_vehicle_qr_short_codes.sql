ALTER TABLE "vehicle_qr_codes" ADD COLUMN "short_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_qr_codes_short_code_uq" ON "vehicle_qr_codes" USING btree ("short_code");--> statement-breakpoint
-- Every code made before short codes existed gets one (ADR 0047): 10 symbols of the 31 of
-- SHORT_CODE_ALPHABET, drawn from gen_random_uuid()'s strong random bytes (its version and variant bytes
-- left out, a byte of 248 or more skipped so that each symbol is equally likely), a code already taken
-- drawn again (the unique index above finds it; it allows the NULLs not yet filled).
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  row record;
  code text;
  bytes bytea;
  i int;
  b int;
BEGIN
  FOR row IN SELECT "id" FROM "vehicle_qr_codes" WHERE "short_code" IS NULL LOOP
    LOOP
      code := '';
      WHILE length(code) < 10 LOOP
        bytes := uuid_send(gen_random_uuid());
        FOR i IN 0..15 LOOP
          CONTINUE WHEN i = 6 OR i = 8;
          b := get_byte(bytes, i);
          CONTINUE WHEN b >= 248;
          code := code || substr(alphabet, b % 31 + 1, 1);
          EXIT WHEN length(code) = 10;
        END LOOP;
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "vehicle_qr_codes" WHERE "short_code" = code);
    END LOOP;
    UPDATE "vehicle_qr_codes" SET "short_code" = code WHERE "id" = row."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "vehicle_qr_codes" ALTER COLUMN "short_code" SET NOT NULL;
