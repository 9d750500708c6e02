// The hook's signature: GitHub's documented example, and what is refused.
import { expect, test } from 'vitest'
import { checkSignature, signBody } from './hook-signature.ts'

// From GitHub's "Validating webhook deliveries": secret "It's a Secret to Everybody", body "Hello, World!".
const githubExample = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17'

test("is GitHub's: the HMAC-SHA256 of the body under the secret, in hex", () => {
  expect(signBody("It's a Secret to Everybody", 'Hello, World!')).toBe(githubExample)
  expect(checkSignature("It's a Secret to Everybody", Buffer.from('Hello, World!'), githubExample)).toBe('good')
  expect(checkSignature("It's a Secret to Everybody", Buffer.from('Hello, World!'), githubExample.toUpperCase().replace('SHA256', 'sha256'))).toBe('good')
})

test('refuses another body, another secret, another form, or none', () => {
  const body = Buffer.from('Hello, World!')
  expect(checkSignature("It's a Secret to Everybody", Buffer.from('Hello, World?'), githubExample)).toBe('wrong')
  expect(checkSignature('another secret', body, githubExample)).toBe('wrong')
  expect(checkSignature("It's a Secret to Everybody", body, githubExample.slice(0, -2))).toBe('wrong')
  expect(checkSignature("It's a Secret to Everybody", body, githubExample.replace('sha256=', 'sha1='))).toBe('wrong')
  expect(checkSignature("It's a Secret to Everybody", body, [githubExample, githubExample])).toBe('wrong')
  expect(checkSignature("It's a Secret to Everybody", body, undefined)).toBe('missing')
})
