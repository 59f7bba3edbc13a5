CREATE TABLE "account_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"subject_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_attempts_lookup_idx" ON "account_attempts" USING btree ("scope","subject_hash","created_at");