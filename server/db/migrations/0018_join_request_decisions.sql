ALTER TABLE "join_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "decided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "decided_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;