import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";

/**
 * A field's HTML constraints, read from the form's Zod schema so that a limit is written once:
 * `required`, `minLength`/`maxLength`, `min`/`max`, `pattern` and the input `type`. The field
 * components of this kit (Fields.tsx) put them on the input; the server still decides with the
 * same schema, so these only help the visitor (a phone keyboard, no typing past the limit).
 *
 * `required` comes from Conform's `getZodConstraint` (optional/default fields, array rows). Zod
 * 4.6 no longer copies its checks into the `bag` Conform reads the rest from, so lengths, bounds,
 * patterns and the type come from the schema's checks here.
 */
export type TInputType = "email" | "url" | "number" | "date" | "file";

export type TFieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  /** Only when the schema says more than "a string": z.email(), z.url(), a number, z.iso.date(), z.file(). */
  type?: TInputType;
};

/** The constraint of every field of a schema by its form name (`email`, `meta.title`, `students[2].name`). */
export type TConstraints = (name: string) => TFieldConstraint;

type TNode = z.core.$ZodType;

const cache = new WeakMap<TNode, TConstraints>();

/** The constraints of a form schema, made once per schema. */
export function schemaConstraints(schema: TNode): TConstraints {
  let found = cache.get(schema);
  if (!found) {
    let conform: Record<string, { required?: boolean }> = {};
    try {
      conform = getZodConstraint(schema);
    } catch {
      // Not an object schema (Conform refuses the root): no `required` from it.
    }
    const byName = new Map<string, TFieldConstraint>();
    found = (name) => {
      let c = byName.get(name);
      if (!c) {
        c = { ...(conform[name]?.required !== undefined ? { required: conform[name].required } : {}), ...checksOf(leavesAt(schema, pathOf(name))) };
        byName.set(name, c);
      }
      return c;
    };
    cache.set(schema, found);
  }
  return found;
}

/** `students[2].name` → ["students", 2, "name"]. */
export function pathOf(name: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) out.push(m[1] !== undefined ? m[1] : Number(m[2] || 0));
  return out;
}

/**
 * The schemas that describe the value at `path`: the field's own schema with its wrappers
 * (optional, default, …) taken off and both sides of a pipe kept (`z.string().max(200)
 * .pipe(z.email())` limits the length on one side and says "email" on the other).
 */
export function leavesAt(schema: TNode, path: readonly (string | number)[]): TNode[] {
  let nodes = unwrap(schema);
  for (const key of path) {
    const next: TNode[] = [];
    for (const n of nodes) {
      if (n instanceof z.core.$ZodObject && typeof key === "string") {
        const child = n._zod.def.shape[key];
        if (child) next.push(...unwrap(child));
      } else if (n instanceof z.core.$ZodArray) next.push(...unwrap(n._zod.def.element));
    }
    nodes = next;
  }
  return nodes;
}

function unwrap(node: TNode, depth = 0): TNode[] {
  if (depth > 20 || node instanceof z.core.$ZodTransform) return [];
  if (
    node instanceof z.core.$ZodOptional ||
    node instanceof z.core.$ZodNullable ||
    node instanceof z.core.$ZodDefault ||
    node instanceof z.core.$ZodPrefault ||
    node instanceof z.core.$ZodNonOptional ||
    node instanceof z.core.$ZodReadonly ||
    node instanceof z.core.$ZodCatch
  )
    return unwrap(node._zod.def.innerType, depth + 1);
  if (node instanceof z.core.$ZodLazy) return unwrap(node._zod.def.getter(), depth + 1);
  if (node instanceof z.core.$ZodPipe) return [...unwrap(node._zod.def.in, depth + 1), ...unwrap(node._zod.def.out, depth + 1)];
  return [node];
}

const FORMAT_TYPE: Record<string, TInputType> = { email: "email", url: "url", date: "date" };

/** What the checks of the value's schemas allow, as HTML constraints. */
export function checksOf(nodes: readonly TNode[]): TFieldConstraint {
  const c: TFieldConstraint = {};
  const patterns: string[] = [];
  const atLeast = (key: "minLength" | "min", v: number) => {
    c[key] = c[key] === undefined ? v : Math.max(c[key], v);
  };
  const atMost = (key: "maxLength" | "max", v: number) => {
    c[key] = c[key] === undefined ? v : Math.min(c[key], v);
  };
  for (const node of nodes) {
    if (node instanceof z.core.$ZodNumber) c.type = "number";
    if (node instanceof z.core.$ZodFile) c.type = "file";
    // A format schema (z.email(), z.iso.date()) is its own first check.
    const checks = node instanceof z.core.$ZodStringFormat ? [node, ...(node._zod.def.checks ?? [])] : (node._zod.def.checks ?? []);
    for (const check of checks) {
      if (check instanceof z.core.$ZodCheckMinLength) atLeast("minLength", check._zod.def.minimum);
      else if (check instanceof z.core.$ZodCheckMaxLength) atMost("maxLength", check._zod.def.maximum);
      else if (check instanceof z.core.$ZodCheckLengthEquals) {
        atLeast("minLength", check._zod.def.length);
        atMost("maxLength", check._zod.def.length);
      } else if (check instanceof z.core.$ZodCheckGreaterThan && check._zod.def.inclusive) atLeast("min", Number(check._zod.def.value));
      else if (check instanceof z.core.$ZodCheckLessThan && check._zod.def.inclusive) atMost("max", Number(check._zod.def.value));
      else if (check instanceof z.core.$ZodCheckRegex) patterns.push(check._zod.def.pattern.source);
      else if (check instanceof z.core.$ZodCheckStringFormat) {
        const type = FORMAT_TYPE[check._zod.def.format];
        if (type) c.type = type;
      }
    }
  }
  const pattern = c.type ? undefined : htmlPattern(patterns);
  if (pattern) c.pattern = pattern;
  return c;
}

/**
 * The `pattern` attribute for the regexes of a string (all must match), or undefined when there
 * is none or the browser could not compile it: `pattern` is compiled with the `v` flag, where
 * `[0-9 ()-]` is an error the console would report.
 */
export function htmlPattern(sources: readonly string[]): string | undefined {
  if (!sources.length) return undefined;
  // A regex matches anywhere in the value, a pattern the whole value: one anchored at both ends is
  // the same either way; others become look-aheads.
  const anchored = sources.length === 1 && /^\^.*[^\\]\$$/.test(sources[0]!);
  const pattern = anchored ? sources[0]! : `${sources.map((s) => `(?=.*(?:${s}))`).join("")}.*`;
  try {
    new RegExp(`^(?:${pattern})$`, "v");
    return pattern;
  } catch {
    return undefined;
  }
}
