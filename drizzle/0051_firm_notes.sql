CREATE TABLE "firm_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_notes" ADD CONSTRAINT "firm_notes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_notes_firm_idx" ON "firm_notes" USING btree ("firm_id","created_at");