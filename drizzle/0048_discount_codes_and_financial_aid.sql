CREATE TABLE "aid_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"course_id" text NOT NULL,
	"state_slug" text NOT NULL,
	"employment_status" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_cents" integer,
	"decision_reason" text,
	"discount_code_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"scope" text NOT NULL,
	"course_id" text,
	"bundle_id" text,
	"use_limit" integer,
	"per_account_limit" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"uid" text,
	"purpose" text DEFAULT 'promotion' NOT NULL,
	"note" text,
	"ended_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind" = 'percent' AND "discount_codes"."value" BETWEEN 1 AND 100)
        OR ("discount_codes"."kind" = 'amount' AND "discount_codes"."value" > 0)),
	CONSTRAINT "discount_codes_scope_target" CHECK (("discount_codes"."scope" = 'all' AND "discount_codes"."course_id" IS NULL AND "discount_codes"."bundle_id" IS NULL)
        OR ("discount_codes"."scope" = 'course' AND "discount_codes"."course_id" IS NOT NULL AND "discount_codes"."bundle_id" IS NULL)
        OR ("discount_codes"."scope" = 'bundle' AND "discount_codes"."bundle_id" IS NOT NULL AND "discount_codes"."course_id" IS NULL)),
	CONSTRAINT "discount_codes_limits_positive" CHECK (("discount_codes"."use_limit" IS NULL OR "discount_codes"."use_limit" > 0)
        AND ("discount_codes"."per_account_limit" IS NULL OR "discount_codes"."per_account_limit" > 0)),
	CONSTRAINT "discount_codes_dates" CHECK ("discount_codes"."ends_at" IS NULL OR "discount_codes"."ends_at" > "discount_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "financial_aid_policy" (
	"id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_aid_policy_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_items" DROP CONSTRAINT "inbox_items_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "aid_requests" ADD CONSTRAINT "aid_requests_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_requests" ADD CONSTRAINT "aid_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_requests" ADD CONSTRAINT "aid_requests_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_bundle_id_course_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."course_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aid_requests_uid_idx" ON "aid_requests" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_uid_idx" ON "discount_codes" USING btree ("uid");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_id","status");--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_kind" CHECK ("inbox_items"."kind" in ('contact', 'team', 'guide', 'aid'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_not_negative" CHECK ("orders"."discount_cents" >= 0);--> statement-breakpoint
-- hand-written below
-- An aid request reaches the staff inbox when it is stored, and leaves it
-- (with its notes and replies) when it is deleted with its account.
CREATE FUNCTION aid_request_inbox_receive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (kind, source_id, from_name, from_email, summary, received_at)
  VALUES ('aid', NEW.id, NEW.name, NEW.email, left(NEW.reason, 200), NEW.created_at);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER aid_requests_inbox AFTER INSERT ON "aid_requests"
  FOR EACH ROW EXECUTE FUNCTION aid_request_inbox_receive();--> statement-breakpoint
CREATE FUNCTION aid_request_inbox_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inbox_items WHERE kind = 'aid' AND source_id = OLD.id;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER aid_requests_inbox_forget AFTER DELETE ON "aid_requests"
  FOR EACH ROW EXECUTE FUNCTION aid_request_inbox_forget();
