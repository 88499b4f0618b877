import type { ComponentProps } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { EXTERNAL_LINK_PROPS, isInternalHref } from "../lib/links.ts";
import type { TSite } from "../site.ts";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string; prefetch?: "intent" | "none" | "render" | "viewport" };

/** A link that stays in the app for internal targets and opens other hosts in a new tab (spec §4). */
export function SmartLink({ to, prefetch = "intent", children, ...rest }: Props) {
  const data = useRouteLoaderData("root") as { site: TSite } | undefined;
  const host = data?.site.host ?? (typeof window !== "undefined" ? window.location.host : "");
  if (!isInternalHref(to, host)) {
    return (
      <a href={to} {...EXTERNAL_LINK_PROPS} {...rest}>
        {children}
      </a>
    );
  }
  if (/^https?:\/\//i.test(to) || /^(mailto|tel):/i.test(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} prefetch={prefetch} viewTransition {...rest}>
      {children}
    </Link>
  );
}
