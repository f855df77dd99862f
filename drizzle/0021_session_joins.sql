CREATE TABLE "session_joins" (
	"uid" text NOT NULL,
	"live_session_id" text NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_joined_at" timestamp with time zone NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "session_joins_uid_live_session_id_pk" PRIMARY KEY("uid","live_session_id")
);
--> statement-breakpoint
ALTER TABLE "session_joins" ADD CONSTRAINT "session_joins_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_joins" ADD CONSTRAINT "session_joins_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;