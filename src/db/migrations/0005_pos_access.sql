CREATE TABLE "pin_approvals" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recent_customers" (
	"staff_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_customers_staff_id_user_id_pk" PRIMARY KEY("staff_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wrong_attempts" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "wrong_attempts_kind_subject_pk" PRIMARY KEY("kind","subject"),
	CONSTRAINT "wrong_attempts_count_check" CHECK ("wrong_attempts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pin_approvals" ADD CONSTRAINT "pin_approvals_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_approvals" ADD CONSTRAINT "pin_approvals_approver_id_staff_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_customers" ADD CONSTRAINT "recent_customers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_customers" ADD CONSTRAINT "recent_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_approvals_expires_idx" ON "pin_approvals" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "recent_customers_staff_at_idx" ON "recent_customers" USING btree ("staff_id","at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written, not in the Drizzle schema (users belongs to schema.ts): the POS customer search
-- (services/customers/search.ts) matches any part of name, email or mobile with this exact
-- expression, and a trigram index keeps that fast once there are many customers.
CREATE INDEX IF NOT EXISTS "users_pos_search_trgm_idx" ON "users" USING gin ((lower("firstname" || ' ' || "lastname" || ' ' || "email" || ' ' || "mobile" || ' ' || regexp_replace("mobile", '[^0-9]', '', 'g'))) gin_trgm_ops);
