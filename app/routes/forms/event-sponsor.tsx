import { Link } from "react-router";
import type { Route } from "./+types/event-sponsor";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, SelectField, SubmitButton, TextField, replyFor, useAppForm } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { notFound } from "../../lib/page-route.ts";
import { failureReply, formMeta, formSite } from "../../lib/registrations.server.ts";
import { ZSponsorEnquiry } from "../../../src/contracts/registrations.ts";
import { getEventSeats, sponsorEnquiry } from "../../../src/domain/registrations/events.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { NUMBER_ID } from "../../../src/kernel/format.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const rupiah = (n: number) => `Rp ${NUMBER_ID.format(n)}`;

/** /Event/{slug}/Sponsor: the sponsorship enquiry for companies ("Jadi sponsor"). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug ?? "") || params.slug!.length > 120) notFound();
  const e = await getEventSeats(requestOf(context).tenantCtx, params.slug!);
  if (!e?.sponsorTiers.length) notFound("Event ini tidak membuka paket sponsor");
  const asked = new URL(request.url).searchParams.get("paket") ?? "";
  return {
    slug: e.slug,
    title: e.title,
    tiers: e.sponsorTiers.map((t) => ({ name: t.name, slot: t.slot, price: t.price, priceNote: t.priceNote ?? null })),
    tier: e.sponsorTiers.some((t) => t.name === asked) ? asked : "",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const f = await parseForm(request, ZSponsorEnquiry);
  if (!f.ok) return f.reply;
  try {
    const r = await sponsorEnquiry(
      requestOf(context).tenantCtx,
      formSite(context),
      params.slug ?? "",
      f.value,
      formMeta(context, `sponsor:${params.slug}`, f.value, f.formData),
    );
    return { ok: true as const, id: r.submission.id, email: f.value.email };
  } catch (err) {
    return failureReply(f.formData, err);
  }
}

export function meta({ matches, data: d }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site || !d) return [];
  return contentMeta(site, {
    title: `Jadi sponsor: ${d.title}`,
    description: `Paket sponsor ${d.title} untuk perusahaan.`,
    path: `/Event/${d.slug}/Sponsor`,
    robots: "noindex, follow",
  });
}

export default function EventSponsor({ loaderData: e, actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  const { form, fields } = useAppForm({ id: "sponsor", schema: ZSponsorEnquiry, result });
  return (
    <>
      <PageHeader
        title="Jadi sponsor"
        lead={`Dukung ${e.title} dan jangkau peserta kami. Pilih paket, tim kemitraan kami akan mengirim proposal lengkap.`}
        crumbs={[
          { to: "/Event", label: "Event" },
          { to: `/Event/${e.slug}`, label: e.title },
        ]}
      />
      <Container className="max-w-4xl py-10">
        {sent ? (
          <SuccessPanel title="Terima kasih atas minat Anda">
            <p>
              Tim kemitraan kami akan menghubungi {sent.email} dengan proposal sponsor. Nomor permintaan #{sent.id}.
            </p>
            <p>
              <Link to={`/Event/${e.slug}`} className="font-semibold underline">
                Kembali ke halaman event
              </Link>
            </p>
          </SuccessPanel>
        ) : (
          <FormCard>
            <AppForm form={form} result={result} look="site">
              <SpamGuard />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  field={fields.tier}
                  label="Paket sponsor"
                  defaultValue={e.tier}
                  options={e.tiers.map((t) => ({
                    value: t.name,
                    label: `${t.name} — ${t.price === null ? (t.priceNote ?? "seluruh biaya acara") : rupiah(t.price)} (${t.slot})`,
                  }))}
                  placeholderOption="Pilih paket…"
                  className="sm:col-span-2"
                />
                <TextField field={fields.organization} label="Nama perusahaan" autoComplete="organization" />
                <TextField field={fields.name} label="Nama Anda" autoComplete="name" />
                <TextField field={fields.email} label="Email kerja" autoComplete="email" inputMode="email" />
                <TextField field={fields.phone} label="Nomor telepon" type="tel" autoComplete="tel" inputMode="tel" />
                <TextField field={fields.message} label="Catatan" multiline rows={3} className="sm:col-span-2" />
              </div>
              <div className="mt-6">
                <SubmitButton>Kirim minat sponsor</SubmitButton>
              </div>
            </AppForm>
          </FormCard>
        )}
      </Container>
    </>
  );
}
