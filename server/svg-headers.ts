// An SVG is a document: opened at its own address it runs the scripts it holds, on the site's origin (or
// the editor's, where a script could read what a signed-in person may). Every server of the site's
// pictures sends these with an SVG (static-files.ts, the nginx config and _headers the build writes, the
// editor, the development server): nothing in it runs or loads, only its own styles apply, and the
// browser takes it for nothing but the picture it says it is.
export const svgHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
}
