ALTER TABLE "characters" ADD COLUMN "world_id" uuid;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_world_id_worlds_world_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("world_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "characters_world_idx" ON "characters" USING btree ("world_id");