CREATE TABLE "xp_monthly_histogram" (
	"month" timestamp with time zone NOT NULL,
	"xp" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "xp_monthly_histogram_pkey" PRIMARY KEY("month","xp"),
	CONSTRAINT "xp_monthly_histogram_users_check" CHECK ("xp_monthly_histogram"."users" >= 0)
);
