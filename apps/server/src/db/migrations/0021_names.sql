CREATE TABLE "reserved_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reserved_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserved_names_word_unique" UNIQUE("word")
);
--> statement-breakpoint
-- The defaults of docs/decisions/048; the operator edits the list in the console (금지 닉네임).
INSERT INTO "reserved_names" ("word") VALUES ('운영자'), ('관리자'), ('운영진'), ('운영팀'), ('관리팀'), ('고객센터'), ('상담원'), ('admin'), ('administrator'), ('staff'), ('support'), ('gm'), ('골드벳') ON CONFLICT DO NOTHING;
