import type { ComponentProps } from "react";
import { useRouteLoaderData } from "react-router";
import { EXTERNAL_LINK_PROPS, isInternalHref } from "../../src/contracts/links.ts";
import type { TSite } from "../site.ts";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * A link as a plain anchor: cheap to render on the server. Internal targets are turned into
 * client-side navigations by <LinkInterceptor>; other hosts open in a new tab with no opener
 * or referrer (spec §4).
 */
export function SmartLink({ to, children, ...rest }: Props) {
  // A path on this site (most links) needs no host to decide: skip the loader-data lookup.
  if (to.startsWith("/") && !to.startsWith("//")) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <HostAwareLink to={to} {...rest}>
      {children}
    </HostAwareLink>
  );
}

function HostAwareLink({ to, children, ...rest }: Props) {
  const data = useRouteLoaderData("root") as { site: TSite } | undefined;
  const host = data?.site.host ?? (typeof window !== "undefined" ? window.location.host : "");
  const external = !isInternalHref(to, host);
  return (
    <a href={to} {...(external ? EXTERNAL_LINK_PROPS : null)} {...rest}>
      {children}
    </a>
  );
}
