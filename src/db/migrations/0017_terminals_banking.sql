CREATE TABLE "daily_bankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"banking_date" date NOT NULL,
	"staff_id" integer NOT NULL,
	"methods" jsonb NOT NULL,
	"total_expected_cents" integer NOT NULL,
	"total_actual_cents" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration" text NOT NULL,
	"station" text NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"txn_ref" text NOT NULL,
	"last_status" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "terminal_transactions_txn_ref_unique" UNIQUE("txn_ref")
);
--> statement-breakpoint
ALTER TABLE "daily_bankings" ADD CONSTRAINT "daily_bankings_location_locations_code_fk" FOREIGN KEY ("location") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_bankings" ADD CONSTRAINT "daily_bankings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_bankings_branch_day_idx" ON "daily_bankings" USING btree ("location","banking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_transactions_station_busy_idx" ON "terminal_transactions" USING btree ("integration","station") WHERE "terminal_transactions"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "terminal_transactions_payment_idx" ON "terminal_transactions" USING btree ("payment_id");