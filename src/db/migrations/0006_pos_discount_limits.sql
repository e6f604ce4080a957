CREATE TABLE "discount_limits" (
	"role" text PRIMARY KEY NOT NULL,
	"max_percent" integer NOT NULL,
	CONSTRAINT "discount_limits_percent_check" CHECK ("discount_limits"."max_percent" between 0 and 100)
);
--> statement-breakpoint
INSERT INTO "discount_limits" ("role", "max_percent") VALUES ('staff', 10), ('manager', 30), ('admin', 100) ON CONFLICT DO NOTHING;
