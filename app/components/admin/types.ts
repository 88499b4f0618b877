import type { SubmissionResult } from "@conform-to/react";

/** What an admin action answers (built with the helpers of app/lib/admin.server.ts). */
export interface TAdminReply {
  /** A success line ("Kelas dihapus."). */
  ok?: string;
  /** A failure line above the list (no row selected, unknown row). */
  error?: string;
  /** A delete that can be undone from the notice (a "Pulihkan" button). */
  undo?: { id: string; label: string };
  /** Without JavaScript, a delete first asks: the page shows this confirmation form. */
  confirm?: { intent: "delete" | "bulk-delete"; ids: string[]; title: string; message: string };
  /** An edit form's Conform result (field errors and the typed values). */
  result?: SubmissionResult<string[]>;
  /** The save was refused because someone else saved first (409); the typed values are in `result`. */
  conflict?: boolean;
  intent?: string;
}
