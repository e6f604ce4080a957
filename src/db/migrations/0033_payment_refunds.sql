ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK (("payments"."refund_of" is null and "payments"."amount_cents" > 0) or ("payments"."refund_of" is not null and "payments"."amount_cents" < 0));--> statement-breakpoint
-- An approved terminal payment is type 2 (specs/pos.md "Payment line"), as the terminals now write it.
UPDATE "payments" SET "type" = 2 WHERE "gateway" IN ('veftpos', 'weftpos') AND "status" IN (1, 5, 6) AND "refund_of" IS NULL;
