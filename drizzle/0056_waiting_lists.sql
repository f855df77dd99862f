CREATE TABLE "waiting_list_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"live_session_id" text NOT NULL,
	"uid" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "waiting_list_entries_offer_shape" CHECK ("waiting_list_entries"."status" <> 'offered' OR "waiting_list_entries"."offer_expires_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_active_unique" ON "waiting_list_entries" USING btree ("live_session_id","uid") WHERE "waiting_list_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_entries_session_idx" ON "waiting_list_entries" USING btree ("live_session_id","status","position");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_uid_idx" ON "waiting_list_entries" USING btree ("uid");