import { Form, useNavigation } from "react-router";

/**
 * "Daftar Sekarang" / "Daftar Kursus — Rp 499.000": posts to the item's checkout. A free class
 * enrols at once, a paid class or premium course opens the gateway, and a signed-out visitor
 * signs in first and comes back to the same checkout step. Works without JavaScript.
 */
export function JoinButton({ kind, slug, children, className }: { kind: "class" | "course"; slug: string; children: React.ReactNode; className: string }) {
  const action = `/Checkout/${kind === "class" ? "Kelas" : "Kursus"}/${slug}`;
  const nav = useNavigation();
  const busy = nav.state !== "idle" && nav.formAction === action;
  return (
    <Form method="post" action={action} className="contents">
      <button type="submit" disabled={busy} className={`${className} disabled:opacity-60`}>
        {busy ? "Memproses…" : children}
      </button>
    </Form>
  );
}
