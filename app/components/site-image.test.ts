import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Avatar, SiteImage } from "./SiteImage.tsx";

/** Renders `el` as the page of a data router whose root loader holds the given site data. */
async function inRoot(el: ReturnType<typeof createElement>, site: { imageDefault: string }) {
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => ({ site }), element: el }], { initialEntries: ["/"] });
  await router.navigate("/");
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("SiteImage", () => {
  it("shows the image when there is one", async () => {
    const html = await inRoot(createElement(SiteImage, { src: "/media/kelas.webp", alt: "" }), { imageDefault: "/media/bawaan.webp" });
    expect(html).toContain('src="/media/kelas.webp"');
  });
  it("falls back to the site's default image, never an empty src", async () => {
    const html = await inRoot(createElement(SiteImage, { src: "", alt: "" }), { imageDefault: "/media/bawaan.webp" });
    expect(html).toContain('src="/media/bawaan.webp"');
    expect(html).not.toContain('src=""');
  });
  it("draws a plain panel when the site has no default image either", async () => {
    const html = await inRoot(createElement(SiteImage, { src: "", alt: "Sampul kelas", className: "h-10" }), { imageDefault: "" });
    expect(html).not.toContain("<img");
    expect(html).toContain('role="img" aria-label="Sampul kelas"');
  });
});

describe("Avatar", () => {
  it("shows the initials of a person without a photo, labelled for screen readers", () => {
    const html = renderToStaticMarkup(createElement(Avatar, { src: "", name: "Rina Mentor Utama", size: 48, label: "Foto Rina Mentor Utama" }));
    expect(html).toContain('aria-label="Foto Rina Mentor Utama"');
    expect(html).toContain(">RM<");
    expect(html).not.toContain("<img");
  });
});
