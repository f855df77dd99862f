CREATE TABLE "unfinished_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_progress_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unfinished_uploads" ADD CONSTRAINT "unfinished_uploads_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unfinished_uploads_owner_idx" ON "unfinished_uploads" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "unfinished_uploads_progress_idx" ON "unfinished_uploads" USING btree ("last_progress_at");