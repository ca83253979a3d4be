CREATE TABLE "nbp_rates" (
	"currency" text NOT NULL,
	"for_day" date NOT NULL,
	"effective_date" date NOT NULL,
	"table_no" text NOT NULL,
	"mid" numeric(12, 6) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nbp_rates_currency_for_day_pk" PRIMARY KEY("currency","for_day")
);
