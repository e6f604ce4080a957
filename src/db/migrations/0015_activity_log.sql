CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" integer,
	"causer_id" integer,
	"description" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_reminders" (
	"activity_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "activity_reminders_activity_id_staff_id_pk" PRIMARY KEY("activity_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_causer_id_staff_id_fk" FOREIGN KEY ("causer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reminders" ADD CONSTRAINT "activity_reminders_activity_id_activity_log_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reminders" ADD CONSTRAINT "activity_reminders_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_order_idx" ON "activity_log" USING btree ("order_id","event","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_causer_idx" ON "activity_log" USING btree ("event","causer_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_reminders_unread_idx" ON "activity_reminders" USING btree ("staff_id") WHERE "activity_reminders"."read_at" is null;