ALTER TABLE "content_videos" ADD COLUMN "video_url" text;
--> statement-breakpoint
UPDATE "content_videos" SET "video_url" = '/media/video/' || substring("thumbnail" from '^/media/cover/(video-[1-4])\.svg$') || '.webm' WHERE "video_url" IS NULL AND "youtube_id" IS NULL AND "thumbnail" ~ '^/media/cover/video-[1-4]\.svg$';
