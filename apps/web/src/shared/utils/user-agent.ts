/**
 * A user-agent string as staff read it in the login log: the browser and the operating
 * system with their major versions ("Chrome 126", "Windows 10/11"). Unknown parts are ''.
 * Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and every
 * browser says Mozilla.
 */
export interface UserAgentSummary {
  browser: string
  os: string
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bFeishu\/(\d+)|\bLark\/(\d+)/, 'Feishu'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bHeadlessChrome\/(\d+)/, 'Chrome Headless'],
]

const OSES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/Windows NT 10\.0/, () => 'Windows 10/11'],
  [/Windows NT 6\.3/, () => 'Windows 8.1'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/(?:iPhone|iPad|iPod).*? OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/Mac OS X (\d+)[._](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/HarmonyOS/, () => 'HarmonyOS'],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
]

export function describeUserAgent(ua: string): UserAgentSummary {
  let browser = ''
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua)
    if (m) {
      const version = m.slice(1).find(Boolean)
      browser = version ? `${name} ${version}` : name
      break
    }
  }
  let os = ''
  for (const [re, name] of OSES) {
    const m = re.exec(ua)
    if (m) {
      os = name(m)
      break
    }
  }
  return { browser, os }
}
