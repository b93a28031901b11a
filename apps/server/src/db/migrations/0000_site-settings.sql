CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_notice_flg" boolean DEFAULT false NOT NULL,
	"auto_logout_min" integer DEFAULT 60 NOT NULL,
	"join_start_end_flg" boolean DEFAULT false NOT NULL,
	"tether_maintenance_flag" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
