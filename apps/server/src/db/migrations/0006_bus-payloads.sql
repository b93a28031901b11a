CREATE TABLE "bus_payloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"body" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
