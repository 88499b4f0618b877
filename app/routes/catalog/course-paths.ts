/** Course addresses: premium courses live under `/Courses/@Premium`. */
export function courseBase(premium: boolean): string {
  return premium ? "/Courses/@Premium" : "/Courses";
}

export function coursePath(premium: boolean, slug: string): string {
  return `${courseBase(premium)}/${slug}`;
}

export function chapterPath(premium: boolean, slug: string, moduleSlug: string, chapterSlug: string): string {
  return `${coursePath(premium, slug)}/module/${moduleSlug}/chapter/${chapterSlug}`;
}

export function quizPath(premium: boolean, slug: string, moduleSlug: string, quizSlug: string): string {
  return `${coursePath(premium, slug)}/module/${moduleSlug}/quiz/${quizSlug}`;
}

/** Sign-in link that comes back to this page. */
export function loginHref(path: string): string {
  return `/Login?next=${encodeURIComponent(path)}`;
}
