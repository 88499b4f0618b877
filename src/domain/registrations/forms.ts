import type { TContact, TDemoRequest, TSponsorEnquiry, TTalentHiring } from "../../contracts/registrations.ts";
import type { TTenantCtx } from "../scope.ts";
import { claimFormUpload } from "./attachments.ts";
import { submitForm, type TSubmitMeta, type TSubmitSite } from "./submissions.ts";

/** Spec §8: the request-demo success text. */
export const DEMO_SUCCESS = "Berhasil mengirim request";

export function requestDemo(
  ctx: TTenantCtx,
  site: TSubmitSite,
  input: Pick<TDemoRequest, "email"> & Partial<Omit<TDemoRequest, "idempotencyKey" | "website">>,
  meta: TSubmitMeta,
) {
  return submitForm(
    ctx,
    site,
    {
      kind: "demo",
      name: input.name ?? "",
      email: input.email,
      phone: input.phone,
      organization: input.organization,
      message: input.message,
      payload: input.product ? { product: input.product } : {},
    },
    meta,
    async () => ({ mail: { confirmation: "Kami akan menghubungi Anda dalam 1–2 hari kerja untuk menjadwalkan demo." } }),
  );
}

export function sendContact(ctx: TTenantCtx, site: TSubmitSite, input: TContact, meta: TSubmitMeta) {
  return submitForm(
    ctx,
    site,
    {
      kind: "contact",
      name: input.name,
      email: input.email,
      phone: input.phone,
      organization: input.organization,
      message: input.message,
      payload: { topic: input.topic },
    },
    meta,
    async () => ({
      mail: { confirmation: `Topik: ${input.topic}\nPesan Anda:\n${input.message}` },
    }),
  );
}

/**
 * A company's hiring brief. Its attachment is a pending upload of this form (stored by the page or
 * sent ahead through the upload endpoint): it is claimed in the submission's transaction, so it
 * becomes servable exactly when the form is kept, and a file that is gone (deleted unclaimed, or
 * already another submission's) refuses the form with nothing written.
 */
export function sendTalentHiring(
  ctx: TTenantCtx,
  site: TSubmitSite,
  input: Omit<TTalentHiring, "attachmentUrl"> & { attachment?: { id: string; url: string; name: string } | null },
  meta: TSubmitMeta,
) {
  const attachment = input.attachment ?? null;
  return submitForm(
    ctx,
    site,
    {
      kind: "talent_hiring",
      name: input.name,
      email: input.email,
      phone: input.phone,
      organization: input.organization,
      message: input.message,
      payload: { roles: input.roles, headcount: input.headcount, ...(attachment ? { attachment: { url: attachment.url, name: attachment.name } } : {}) },
    },
    meta,
    async (tx) => {
      if (attachment) await claimFormUpload(tx, ctx, attachment.id, "talent_hiring");
      return { mail: { confirmation: `Posisi: ${input.roles}\nJumlah talenta: ${input.headcount}` } };
    },
  );
}

export function sendSponsorEnquiry(ctx: TTenantCtx, site: TSubmitSite, input: TSponsorEnquiry & { eventId: number; eventTitle: string }, meta: TSubmitMeta) {
  return submitForm(
    ctx,
    site,
    {
      kind: "sponsor",
      name: input.name,
      email: input.email,
      phone: input.phone,
      organization: input.organization,
      message: input.message,
      payload: { tier: input.tier, eventId: input.eventId, event: input.eventTitle },
    },
    meta,
    async () => ({ mail: { confirmation: `Event: ${input.eventTitle}\nPaket sponsor: ${input.tier}` } }),
  );
}
