/**
 * The admin console's shared kit (issue 17): list toolbar, sortable paged table with bulk actions,
 * delete with confirmation (with and without JavaScript), restore, conflict notice and audit trail.
 * The server half is app/lib/admin.server.ts; contracts in src/contracts/admin-list.ts.
 */
export { AdminListToolbar, type TAdminFilter } from "./AdminListToolbar.tsx";
export { AdminTable, BulkActionBar, type TAdminColumn } from "./AdminTable.tsx";
export { adminButton, ConfirmDialog, DeleteButton, RestoreButton } from "./AdminButtons.tsx";
export { AdminNotice, ConflictNotice, StatusBadge, useAdminReply } from "./AdminNotice.tsx";
export { AuditDiff, AuditTrail, auditTime, type TAuditView } from "./AuditTrail.tsx";
export { useHydrated, withParams } from "./hooks.ts";
export type { TAdminReply } from "./types.ts";
