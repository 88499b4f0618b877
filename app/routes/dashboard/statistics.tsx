import type { Route } from "./+types/statistics";
import { EmptyState } from "../../components/PageHeader.tsx";
import { requireSection } from "../../lib/dashboard.server.ts";

/** /Dashboard/Statistik: an empty state until this section gets its feature. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-statistics");
  return null;
}

export default function DashboardStatistics() {
  return (
    <EmptyState title="Statistik belum tersedia">
      <p>Ringkasan peserta, alumni, sekolah dan kota program Anda akan tampil di sini begitu data statistik terkumpul.</p>
    </EmptyState>
  );
}
