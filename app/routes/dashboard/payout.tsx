import type { Route } from "./+types/payout";
import { EmptyState } from "../../components/PageHeader.tsx";
import { requireSection } from "../../lib/dashboard.server.ts";

/** /Dashboard/Payout: an empty state until this section gets its feature. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-payout");
  return null;
}

export default function DashboardPayout() {
  return (
    <EmptyState title="Belum ada payout">
      <p>Pengajuan payout beserta statusnya (diajukan, disetujui, ditolak) akan tampil di sini. Saldo dan rekening bank dikelola di bagian ini begitu fitur pembayaran aktif.</p>
    </EmptyState>
  );
}
