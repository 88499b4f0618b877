import type { Route } from "./+types/payments";
import { EmptyState } from "../../components/PageHeader.tsx";
import { requireSection } from "../../lib/dashboard.server.ts";

/** /Dashboard/Pembayaran: an empty state until this section gets its feature. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-payments");
  return null;
}

export default function DashboardPayments() {
  return (
    <EmptyState title="Belum ada pembayaran" action={{ to: "/Class", label: "Lihat kelas" }}>
      <p>Riwayat tagihan dan pembayaran kelas Anda akan tampil di sini setelah Anda mendaftar kelas berbayar.</p>
    </EmptyState>
  );
}
