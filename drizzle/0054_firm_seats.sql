CREATE TABLE "firm_billing_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_threshold_cents" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_billing_settings_single" CHECK ("firm_billing_settings"."id" = 'default'),
	CONSTRAINT "firm_billing_settings_threshold" CHECK ("firm_billing_settings"."invoice_threshold_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "firm_seat_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"order_id" text NOT NULL,
	"product" text NOT NULL,
	"course_id" text,
	"bundle_id" text,
	"live_session_id" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_seat_pools_quantity_positive" CHECK ("firm_seat_pools"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "firm_seats" (
	"id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"position" integer NOT NULL,
	"holder_uid" text,
	"given_by" text,
	"given_at" timestamp with time zone,
	CONSTRAINT "firm_seats_holder_given" CHECK (("firm_seats"."holder_uid" IS NULL) = ("firm_seats"."given_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "firm_seat_pools" ADD CONSTRAINT "firm_seat_pools_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_seat_pools" ADD CONSTRAINT "firm_seat_pools_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_seat_pools" ADD CONSTRAINT "firm_seat_pools_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_seat_pools" ADD CONSTRAINT "firm_seat_pools_bundle_id_course_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."course_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_seat_pools" ADD CONSTRAINT "firm_seat_pools_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_seats" ADD CONSTRAINT "firm_seats_pool_id_firm_seat_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."firm_seat_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_seats" ADD CONSTRAINT "firm_seats_holder_uid_user_id_fk" FOREIGN KEY ("holder_uid") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_seat_pools_order_unique" ON "firm_seat_pools" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "firm_seat_pools_firm_idx" ON "firm_seat_pools" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "firm_seat_pools_session_idx" ON "firm_seat_pools" USING btree ("live_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_seats_pool_position_unique" ON "firm_seats" USING btree ("pool_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_seats_pool_holder_unique" ON "firm_seats" USING btree ("pool_id","holder_uid");--> statement-breakpoint
CREATE INDEX "firm_seats_holder_idx" ON "firm_seats" USING btree ("holder_uid");