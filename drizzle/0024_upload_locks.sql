CREATE TABLE "upload_locks" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"release_requested" boolean DEFAULT false NOT NULL
);
