import { useRouteLoaderData } from "react-router";
import { SmartLink } from "../SmartLink.tsx";

/** What the root loader tells the header about the signed-in user (null when signed out). */
export interface TViewerSummary {
  name: string;
  roleLabel: string;
  photoUrl: string;
}

export function useViewer(): TViewerSummary | null {
  const data = useRouteLoaderData("root") as { viewer?: TViewerSummary | null } | undefined;
  return data?.viewer ?? null;
}

function Avatar({ v }: { v: TViewerSummary }) {
  if (v.photoUrl) return <img src={v.photoUrl} alt="" className="h-8 w-8 rounded-full object-cover" width={32} height={32} />;
  return (
    <span className="grid h-8 w-8 place-items-center rounded-full bg-primary text-sm font-bold text-on-primary" aria-hidden="true">
      {v.name.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * Header (desktop): "Masuk" when signed out, else the user with a small menu. Works without JS.
 * Takes the viewer as a prop (no router hooks): the server renders the header on its own.
 */
export function UserMenu({ viewer: v }: { viewer: TViewerSummary | null }) {
  if (!v)
    return (
      <SmartLink
        to="/Login"
        className="hidden rounded-full border border-primary px-4 py-2 text-sm font-semibold text-primary-ink hover:bg-primary hover:text-on-primary sm:inline-flex"
      >
        Masuk
      </SmartLink>
    );
  return (
    <details className="relative hidden sm:block" data-testid="user-menu">
      <summary
        className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-3 text-sm font-semibold text-dark hover:border-primary [&::-webkit-details-marker]:hidden"
        aria-label={`Menu akun ${v.name}`}
      >
        <Avatar v={v} />
        <span className="max-w-[140px] truncate">{v.name}</span>
      </summary>
      <div className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <p className="px-3 py-2 text-xs text-slate-500">{v.roleLabel}</p>
        <SmartLink to="/Dashboard" className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-primary-ink">
          Dasbor
        </SmartLink>
        <SmartLink to="/Dashboard/Profil" className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-primary-ink">
          Profil
        </SmartLink>
        {/* Sign-out is a full-document POST (what <Form reloadDocument> renders), a plain form needs no router. */}
        <form method="post" action="/Dashboard/Keluar" className="border-t border-slate-100 pt-1">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="w-full rounded-md px-3 py-2 text-left text-sm font-semibold text-danger-ink hover:bg-slate-50">
            Keluar
          </button>
        </form>
      </div>
    </details>
  );
}

/** Mobile menu entries: "Masuk" or the dashboard and sign-out. */
export function MobileUserLinks({ viewer: v }: { viewer: TViewerSummary | null }) {
  if (!v)
    return (
      <SmartLink to="/Login" className="block rounded-md px-3 py-2 font-semibold text-primary-ink hover:bg-slate-50">
        Masuk
      </SmartLink>
    );
  return (
    <>
      <SmartLink to="/Dashboard" className="block rounded-md px-3 py-2 font-semibold text-primary-ink hover:bg-slate-50">
        Dasbor ({v.name})
      </SmartLink>
      <form method="post" action="/Dashboard/Keluar">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="w-full rounded-md px-3 py-2 text-left font-semibold text-danger-ink hover:bg-slate-50">
          Keluar
        </button>
      </form>
    </>
  );
}
