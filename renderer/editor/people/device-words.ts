// A browser's user agent in plain words for the sessions lists: "Chrome on a Mac", "Safari on an
// iPhone". Only the few names people know; anything else is "a browser".
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/iPhone/, 'an iPhone'],
  [/iPad/, 'an iPad'],
  [/Android/, 'an Android device'],
  [/CrOS/, 'a Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'a Mac'],
  [/Linux/, 'Linux'],
]

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1]

export function deviceWords(userAgent: string): string {
  const browser = first(browsers, userAgent)
  const system = first(systems, userAgent)
  if (!browser && !system) return 'A browser the editor does not recognise'
  return `${browser ?? 'A browser'}${system ? ` on ${system}` : ''}`
}
