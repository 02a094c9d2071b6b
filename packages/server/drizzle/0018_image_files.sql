-- The files of images on a PostgreSQL server, so every instance sharing the database serves them
-- (the embedded database keeps them under DATA_DIR/uploads).
CREATE TABLE "image_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_files_storage_key_format" CHECK ("image_files"."storage_key" ~ '^[0-9a-f-]{36}(\.(png|jpg|webp|gif)|-[0-9]{1,4}w\.(avif|webp))$')
);
