CREATE TABLE "bar_admissions" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"state" text NOT NULL,
	"bar_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_admissions_uid_state_unique" UNIQUE("uid","state"),
	CONSTRAINT "bar_admissions_bar_number_present" CHECK (length(trim("bar_admissions"."bar_number")) > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_period_valid" CHECK ("plans"."ends_at" > "plans"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"uid" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bar_admissions" ADD CONSTRAINT "bar_admissions_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_uid_idx" ON "plans" USING btree ("uid","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_free_trial_per_user" ON "plans" USING btree ("uid") WHERE "plans"."kind" = 'free_trial';