CREATE TABLE "approval_claim_notices" (
	"uid" text NOT NULL,
	"course_id" text NOT NULL,
	"state_slug" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_claim_notices_uid_course_id_state_slug_pk" PRIMARY KEY("uid","course_id","state_slug")
);
--> statement-breakpoint
ALTER TABLE "course_state_approvals" ADD COLUMN "effective_from" date;--> statement-breakpoint
ALTER TABLE "approval_claim_notices" ADD CONSTRAINT "approval_claim_notices_uid_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_claim_notices" ADD CONSTRAINT "approval_claim_notices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_claim_notices" ADD CONSTRAINT "approval_claim_notices_state_slug_states_slug_fk" FOREIGN KEY ("state_slug") REFERENCES "public"."states"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_state_approvals" ADD CONSTRAINT "course_state_approvals_effective_before_expiry" CHECK ("course_state_approvals"."effective_from" IS NULL OR "course_state_approvals"."expires_on" IS NULL OR "course_state_approvals"."effective_from" <= "course_state_approvals"."expires_on");