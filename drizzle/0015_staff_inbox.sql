CREATE TABLE "inbox_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"type" text NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"email_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_entries_type" CHECK ("inbox_entries"."type" in ('note', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"from_name" text,
	"from_email" text NOT NULL,
	"summary" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_items_kind_source_id_pk" PRIMARY KEY("kind","source_id"),
	CONSTRAINT "inbox_items_kind" CHECK ("inbox_items"."kind" in ('contact', 'team', 'guide')),
	CONSTRAINT "inbox_items_status" CHECK ("inbox_items"."status" in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "inbox_entries" ADD CONSTRAINT "inbox_entries_kind_source_id_inbox_items_kind_source_id_fk" FOREIGN KEY ("kind","source_id") REFERENCES "public"."inbox_items"("kind","source_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_entries_item_idx" ON "inbox_entries" USING btree ("kind","source_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_items_status_received_idx" ON "inbox_items" USING btree ("status","received_at");--> statement-breakpoint
-- Every contact message, At Work enquiry and free-guide request becomes an
-- inbox item when it is stored, whichever code or script stores it.
CREATE FUNCTION inbox_receive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'contact_messages' THEN
    INSERT INTO inbox_items (kind, source_id, from_name, from_email, summary, received_at)
    VALUES ('contact', NEW.id, NEW.name, NEW.email, left(NEW.message, 200), NEW.created_at)
    ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'team_enquiries' THEN
    INSERT INTO inbox_items (kind, source_id, from_name, from_email, summary, received_at)
    VALUES ('team', NEW.id, NEW.contact_name, NEW.email,
      NEW.firm_name || ': a team plan for ' || NEW.attorneys || ' attorneys', NEW.created_at)
    ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'guide_leads' THEN
    INSERT INTO inbox_items (kind, source_id, from_name, from_email, summary, received_at)
    VALUES ('guide', NEW.id, NEW.name, NEW.email, 'Asked for the free guide', NEW.created_at)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contact_messages_inbox AFTER INSERT ON "contact_messages"
  FOR EACH ROW EXECUTE FUNCTION inbox_receive();
--> statement-breakpoint
CREATE TRIGGER team_enquiries_inbox AFTER INSERT ON "team_enquiries"
  FOR EACH ROW EXECUTE FUNCTION inbox_receive();
--> statement-breakpoint
CREATE TRIGGER guide_leads_inbox AFTER INSERT ON "guide_leads"
  FOR EACH ROW EXECUTE FUNCTION inbox_receive();
--> statement-breakpoint
-- A message deleted at its source (an account's deletion takes its guide
-- requests) leaves the inbox too, with its notes and replies.
CREATE FUNCTION inbox_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inbox_items
  WHERE source_id = OLD.id
    AND kind = CASE TG_TABLE_NAME
      WHEN 'contact_messages' THEN 'contact'
      WHEN 'team_enquiries' THEN 'team'
      ELSE 'guide'
    END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contact_messages_inbox_forget AFTER DELETE ON "contact_messages"
  FOR EACH ROW EXECUTE FUNCTION inbox_forget();
--> statement-breakpoint
CREATE TRIGGER team_enquiries_inbox_forget AFTER DELETE ON "team_enquiries"
  FOR EACH ROW EXECUTE FUNCTION inbox_forget();
--> statement-breakpoint
CREATE TRIGGER guide_leads_inbox_forget AFTER DELETE ON "guide_leads"
  FOR EACH ROW EXECUTE FUNCTION inbox_forget();
--> statement-breakpoint
-- What arrived before the inbox existed.
INSERT INTO inbox_items (kind, source_id, from_name, from_email, summary, received_at)
SELECT 'contact', id, name, email, left(message, 200), created_at FROM contact_messages
UNION ALL
SELECT 'team', id, contact_name, email,
  firm_name || ': a team plan for ' || attorneys || ' attorneys', created_at FROM team_enquiries
UNION ALL
SELECT 'guide', id, name, email, 'Asked for the free guide', created_at FROM guide_leads
ON CONFLICT DO NOTHING;
