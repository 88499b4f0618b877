/** Longest question the assistant takes (characters); shared by the API, the form and the page. */
export const MAX_QUERY_LENGTH = 500;
