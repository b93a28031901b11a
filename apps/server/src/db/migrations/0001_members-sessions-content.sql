CREATE TABLE "member_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"nick_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"level_nm" text NOT NULL,
	"emoney" bigint DEFAULT 0 NOT NULL,
	"point" bigint DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"role" smallint DEFAULT 0 NOT NULL,
	"withdrawal_type" smallint DEFAULT 1 NOT NULL,
	"tendency" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"recommender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "members_nick_name_unique" UNIQUE("nick_name"),
	CONSTRAINT "members_emoney_non_negative" CHECK ("members"."emoney" >= 0),
	CONSTRAINT "members_point_non_negative" CHECK ("members"."point" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_end_reason_valid" CHECK (("sessions"."ended_at" is null and "sessions"."end_reason" is null) or ("sessions"."ended_at" is not null and "sessions"."end_reason" in ('replaced', 'expired', 'operator', 'logout', 'blocked')))
);
--> statement-breakpoint
CREATE TABLE "ip_blocks" (
	"ip" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messenger_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"img_path" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_link" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contents" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_link_single_row" CHECK ("news_link"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contents" text NOT NULL,
	"width" integer DEFAULT 450 NOT NULL,
	"pc_left_location" integer DEFAULT 0 NOT NULL,
	"pc_top_location" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"popup_flg" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_active_per_member" ON "sessions" USING btree ("member_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "messages_inbox_idx" ON "messages" USING btree ("member_id","id") WHERE "messages"."deleted_at" is null;