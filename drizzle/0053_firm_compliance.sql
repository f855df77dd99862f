CREATE TABLE "firm_risk_alerts" (
	"period_id" text NOT NULL,
	"ends_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_risk_alerts_period_id_ends_on_pk" PRIMARY KEY("period_id","ends_on")
);
--> statement-breakpoint
CREATE TABLE "firm_summary_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_weekly_summaries" (
	"user_id" text NOT NULL,
	"week_of" date NOT NULL,
	"firm_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_weekly_summaries_user_id_week_of_pk" PRIMARY KEY("user_id","week_of")
);
--> statement-breakpoint
ALTER TABLE "firm_risk_alerts" ADD CONSTRAINT "firm_risk_alerts_period_id_reporting_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."reporting_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_summary_opt_outs" ADD CONSTRAINT "firm_summary_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_weekly_summaries" ADD CONSTRAINT "firm_weekly_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_weekly_summaries" ADD CONSTRAINT "firm_weekly_summaries_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;