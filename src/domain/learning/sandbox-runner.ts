/**
 * The sandbox page for coding exercises. The reader loads it in `<iframe sandbox="allow-scripts">`
 * (no allow-same-origin: an opaque origin without cookies, storage or access to the parent) and
 * talks to it with postMessage only:
 *   parent → frame  { type: "run", id, language: "javascript" | "html", code, checks: [{ name, test }] }
 *   frame → parent  { type: "ready" } once, then { type: "result", id, results: [{ passed, error }] }
 * JavaScript: each check runs the learner's code and then the check's body in one fresh function
 * scope. HTML: the code becomes the frame's body, then each check body runs against `document`.
 * The parent times a run out and reloads the frame (an endless loop cannot hang the reader).
 */
export const SANDBOX_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'";

const RUNNER = `
(function () {
  function describe(e) { return e && e.message ? String(e.message).slice(0, 300) : String(e).slice(0, 300); }
  window.addEventListener("message", function (ev) {
    var m = ev.data;
    if (!m || m.type !== "run" || !Array.isArray(m.checks)) return;
    var results = [];
    if (m.language === "html") {
      try { document.body.innerHTML = String(m.code); } catch (e) {}
    }
    for (var i = 0; i < m.checks.length; i++) {
      var check = m.checks[i];
      try {
        var body = m.language === "html"
          ? String(check.test)
          : String(m.code) + "\\n;return (function () {\\n" + String(check.test) + "\\n})();";
        var value = new Function(body)();
        results.push({ passed: value === true, error: null });
      } catch (e) {
        results.push({ passed: false, error: describe(e) });
      }
    }
    ev.source && ev.source.postMessage({ type: "result", id: m.id, results: results }, "*");
  });
  parent.postMessage({ type: "ready" }, "*");
})();
`;

export function sandboxRunnerHtml(): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Sandbox latihan</title><script>${RUNNER}</script></head><body></body></html>`;
}
