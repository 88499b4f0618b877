import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The media library of a tenant (issue 17): images and audio uploaded through the upload path
 * (`uploads` holds the bytes' record: sniffed type, size, hash), with what the library adds —
 * a title, the alt text every image needs, its pixel size, soft delete and a version for
 * optimistic concurrency. Other sections store the item's `url`.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: serial("id").notNull(),
    /** The `uploads` row of the same tenant that holds the file. */
    uploadId: text("upload_id").notNull(),
    url: text("url").notNull(),
    /** image | audio */
    kind: text("kind").$type<"image" | "audio">().notNull(),
    mimeType: text("mime_type").notNull(),
    fileName: text("file_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    title: text("title").notNull(),
    /** Required for images (what a screen reader says); empty for audio. */
    altText: text("alt_text").notNull().default(""),
    uploadedBy: text("uploaded_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("media_items_upload_uq").on(t.tenantId, t.uploadId),
    index("media_items_list_idx").on(t.tenantId, t.kind, t.createdAt),
  ],
);

export type TMediaItemRow = typeof mediaItems.$inferSelect;
