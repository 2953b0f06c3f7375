CREATE TABLE "operator_token" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	CONSTRAINT "operator_token_one_ck" CHECK ("operator_token"."id" = 1)
);
